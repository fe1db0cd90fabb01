/**
 * Builds the run-time reference catalogs into data/ from the staged reference data.
 *
 *   npx tsx scripts/build-catalogs.ts [sharedDataDir]
 *
 * sharedDataDir defaults to $RECRUIT_SHARED_DATA, else ../shared/data next to the repository.
 * Every step is deterministic (same input → byte-identical output); data/SOURCES.md is written
 * from the steps' own descriptions so that it never drifts from what was built.
 * To add a catalog, add a step to STEPS.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countriesStep } from './catalogs/countries.js';
import { diplomasStep } from './catalogs/diplomas.js';
import { geoStep } from './catalogs/geo-step.js';
import { languagesStep } from './catalogs/languages.js';
import { namesStep } from './catalogs/names.js';
import { occupationSkillsStep } from './catalogs/occupation-skills.js';
import { romeStep } from './catalogs/rome-step.js';
import { skillsStep } from './catalogs/skills-step.js';
import { renderSources, type Step, type StepContext, type StepResult } from './catalogs/step.js';

const STEPS: Step[] = [skillsStep, diplomasStep, languagesStep, countriesStep, geoStep, romeStep, namesStep, occupationSkillsStep];

function main(argv: string[]): void {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const shared = resolve(argv[0] ?? process.env.RECRUIT_SHARED_DATA ?? join(repo, '..', 'shared', 'data'));
  const out = join(repo, 'data');
  const ctx: StepContext = { sharedDataDir: shared, projectDataDir: out };
  mkdirSync(out, { recursive: true });

  const results: StepResult[] = [];
  for (const step of STEPS) {
    const t0 = performance.now();
    const result = step.run(ctx);
    results.push(result);
    for (const f of result.files) writeFileSync(join(out, f.name), f.content);
    const ms = Math.round(performance.now() - t0);
    console.log(`${step.name}: ${result.files.map((f) => `${f.name} (${f.content.length} bytes)`).join(', ')} in ${ms} ms`);
    for (const line of result.log) console.log('  ' + line);
  }
  writeFileSync(join(out, 'SOURCES.md'), withHandWrittenSections(renderSources(ctx, results), join(out, 'SOURCES.md')));
  console.log('SOURCES.md written');
}

/**
 * Sections of SOURCES.md that no step writes (data built by other scripts: the line labeller's
 * dataset and weights, the tessdata links) are kept from the file as it was, after the generated ones.
 */
function withHandWrittenSections(generated: string, file: string): string {
  if (!existsSync(file)) return generated;
  const sections = (text: string) => text.split(/^(?=## )/m).slice(1);
  const headingOf = (section: string) => section.split('\n')[0]!.trim();
  const made = new Set(sections(generated).map(headingOf));
  const kept = sections(readFileSync(file, 'utf8')).filter((section) => !made.has(headingOf(section)));
  return kept.length === 0 ? generated : `${generated.replace(/\n*$/, '\n\n')}${kept.join('').replace(/\n*$/, '\n')}`;
}

main(process.argv.slice(2));
