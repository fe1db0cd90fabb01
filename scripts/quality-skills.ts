/**
 * Skills normalization against the hand-made gold list: `npm run quality:skills`.
 *
 * Data: test/golden/skills/skills.gold.json, one entry per skill string with the acceptable
 * catalog labels, or null when the string must come back raw. Each string goes through the
 * endpoint's own mapping (normalizeSkill with the request policy, labels in French).
 *
 * Printed: precision (normalized answers that carry an acceptable label), recall (strings with
 * an expected label that got one), raw kept (strings that must stay raw and did), then every
 * miss. Always exits 0: the figures are for the README, not a gate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeSkill, REQUEST_SKILL_POLICY } from '../src/catalogs/normalize-skill.js';
import { loadSkillCatalog } from '../src/catalogs/skill-catalog.js';

interface GoldItem {
  input: string;
  expected: string[] | null;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gold = JSON.parse(readFileSync(path.join(ROOT, 'test/golden/skills/skills.gold.json'), 'utf8')) as { lang: 'fr' | 'en'; items: GoldItem[] };
const catalog = loadSkillCatalog();

let normalized = 0;
let correct = 0;
let expectedLabels = 0;
let expectedRaw = 0;
let keptRaw = 0;
const misses: string[] = [];
for (const { input, expected } of gold.items) {
  const got = normalizeSkill(input.trim(), catalog, gold.lang, REQUEST_SKILL_POLICY);
  const label = got.status === 'normalized' ? got.skill_title : null;
  if (label !== null) normalized++;
  if (expected === null) {
    expectedRaw++;
    if (label === null) keptRaw++;
    else misses.push(`  wrong  ${JSON.stringify(input)} → ${JSON.stringify(label)} (should stay raw)`);
    continue;
  }
  expectedLabels++;
  if (label !== null && expected.includes(label)) correct++;
  else if (label === null) misses.push(`  raw    ${JSON.stringify(input)} (expected ${JSON.stringify(expected[0])})`);
  else misses.push(`  wrong  ${JSON.stringify(input)} → ${JSON.stringify(label)} (expected ${JSON.stringify(expected[0])})`);
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} % (${a}/${b})`;
console.log(`skills gold list: ${gold.items.length} strings, ${expectedLabels} with a catalog label, ${expectedRaw} to keep raw`);
console.log(`precision  ${pct(correct, normalized)}`);
console.log(`recall     ${pct(correct, expectedLabels)}`);
console.log(`raw kept   ${pct(keptRaw, expectedRaw)}`);
if (misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
