/**
 * Lists, per golden job/candidate pair (test/golden/matching/*.json), what the catalogs read in the
 * offer, the resume and each criterion label: skill mentions (with their group and type), diplomas
 * (with their EQF level) and the lookup() answer for the label. A reading aid to spot recall gaps:
 *
 *   npx tsx scripts/catalogs/list-golden-mentions.ts [file-prefix]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDiplomaCatalog } from '../../src/catalogs/diploma-catalog.js';
import { loadSkillCatalog } from '../../src/catalogs/skill-catalog.js';

interface Pair {
  job_text: string;
  candidate_text: string;
  criteria: { id: string; label: string }[];
}

function main(prefix: string | undefined): void {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dir = join(repo, 'test', 'golden', 'matching');
  const skills = loadSkillCatalog();
  const diplomas = loadDiplomaCatalog();
  const mentions = (text: string): string =>
    skills
      .findMentions(text)
      .map((m) => `${m.text} → ${skills.label(m.skill, 'en')} [${m.skill.group ?? '-'} ${m.skill.type}]`)
      .join(' ; ');
  const degrees = (text: string): string =>
    diplomas
      .findDiplomas(text)
      .map((d) => `${d.text} (EQF ${d.eqf})`)
      .join(' ; ');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json') && (!prefix || n.startsWith(prefix))).sort()) {
    const pair = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Pair;
    console.log(`===== ${f}`);
    for (const [name, text] of [
      ['offer', pair.job_text],
      ['resume', pair.candidate_text],
    ] as const) {
      console.log(`  ${name} skills: ${mentions(text)}`);
      const d = degrees(text);
      if (d) console.log(`  ${name} diplomas: ${d}`);
    }
    for (const c of pair.criteria) {
      const hit = skills.lookup(c.label);
      const look = hit ? `${skills.label(hit.skill, 'en')} ${hit.score}` : '-';
      console.log(`  [${c.id}] ${c.label} :: ${mentions(c.label) || '-'} :: lookup ${look} :: diplomas ${degrees(c.label) || '-'}`);
    }
  }
}

main(process.argv[2]);
