/**
 * Writes the dotin NER resumes as a folder in the release gate's holdout layout, so that the
 * scorer's NER part (`--only ner`) can measure them: `npx tsx scripts/build-ner-holdout.ts
 * --corpus DIR --out OUT [--sample N]`, then
 * `npm run quality:realistic -- --corpus OUT --scorer FILE --only ner`.
 *
 * DIR is the shared corpus folder (it holds dotin-ner/…/545_cvs_train_v2.zip, CC0-1.0, fake names
 * and e-mails); OUT is a folder outside the repository (the texts are not copied into it). Each
 * resume becomes ner/<id>/resume.txt (its text, labels removed, line breaks as the dataset has
 * them: most are flattened onto one line with double spaces) and truth.json, whose fields are
 * the scorer's NER labels filled from the dataset's spans. --sample N keeps every k-th resume
 * (default: all of them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dotinResumes, type Label } from './lib/dotin-golden.js';

/** The dataset's span types → the scorer's NER labels. */
const LABELS: Record<string, string> = {
  Name: 'name',
  'Email Address': 'email',
  'Companies worked at': 'companies',
  Designation: 'designations',
  Degree: 'degrees',
  'College Name': 'colleges',
  'Tech Tools': 'skills',
  'Job Specific Skills': 'skills',
  'Soft Skills': 'skills',
  Location: 'locations',
};

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

export function nerTruth(labels: Label[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const label of labels) {
    const field = LABELS[label.type];
    const text = label.text.replace(/\s+/g, ' ').replace(/^[\s,.;:–-]+|[\s,.;:–-]+$/g, '');
    if (!field || text === '') continue;
    const list = (fields[field] ??= []);
    if (!list.some((v) => v.toLowerCase() === text.toLowerCase())) list.push(text);
  }
  return fields;
}

function main(): void {
  const corpus = option('--corpus');
  const out = option('--out');
  if (!corpus || !out) {
    console.error('usage: npx tsx scripts/build-ner-holdout.ts --corpus DIR --out OUT [--sample N]');
    process.exit(2);
  }
  const all = dotinResumes(path.resolve(corpus));
  if (all.length === 0) throw new Error(`no dotin resumes under ${corpus}`);
  const sample = Number(option('--sample') ?? all.length);
  const step = Math.max(1, Math.floor(all.length / sample));
  const chosen = all.filter((_, i) => i % step === 0).slice(0, sample);
  const ner = [];
  for (const resume of chosen) {
    const id = `dotin-${resume.id}`;
    const dir = path.join('ner', id);
    mkdirSync(path.join(out, dir), { recursive: true });
    writeFileSync(path.join(out, dir, 'resume.txt'), resume.text);
    writeFileSync(path.join(out, dir, 'truth.json'), JSON.stringify({ schema: 'holdout-truth-1', id, language: 'EN', fields: nerTruth(resume.labels) }, null, 1));
    ner.push({ id, kind: 'ner', lang: 'en', dir, file: 'resume.txt', truth: 'truth.json' });
  }
  writeFileSync(path.join(out, 'index.json'), JSON.stringify({ schema: 'holdout-index/1', docs: [], ner, rank: null }, null, 1));
  console.log(`${ner.length} NER resumes written to ${out}`);
}

main();
