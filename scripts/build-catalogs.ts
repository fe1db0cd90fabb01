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
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countriesStep } from './catalogs/countries.js';
import { diplomasStep } from './catalogs/diplomas.js';
import { geoStep } from './catalogs/geo-step.js';
import { languagesStep } from './catalogs/languages.js';
import { namesStep } from './catalogs/names.js';
import { romeStep } from './catalogs/rome-step.js';
import { skillsStep } from './catalogs/skills-step.js';
import { renderSources, type Step, type StepContext, type StepResult } from './catalogs/step.js';

const STEPS: Step[] = [skillsStep, diplomasStep, languagesStep, countriesStep, geoStep, romeStep, namesStep];

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
  writeFileSync(join(out, 'SOURCES.md'), renderSources(ctx, results));
  console.log('SOURCES.md written');
}

main(process.argv.slice(2));
