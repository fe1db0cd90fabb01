/**
 * A sample of the dotin NER resumes (../shared/corpus/dotin-ner, CC0-1.0, fake names and e-mails)
 * as golden TXT documents, read at run time from the zip. Each resume is an XML file whose text
 * carries inline `<label type="…">` entity spans; the document is that text (labels removed), and
 * the expected profile holds what the labels give for certain: the name, the e-mail and, as a
 * partial list (recall only: annotators did not label every skill), the skills.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_READ_LIMITS } from '../../src/documents/types.js';
import { attr, parseXml, type XmlElement } from '../../src/documents/xml.js';
import { openZip } from '../../src/documents/zip.js';
import type { CorpusDocument } from './europass-golden.js';

const ZIP = path.join('dotin-ner', 'dotin-inc__resume-dataset-NER-annotations', '545_cvs_train_v2.zip');
const SKILL_LABELS = new Set(['Job Specific Skills', 'Tech Tools', 'Soft Skills']);
const SAMPLE = 40;

export interface Label {
  type: string;
  text: string;
}

function walk(el: XmlElement, labels: Label[]): string {
  let out = '';
  for (const c of el.children) {
    if (typeof c === 'string') {
      out += c;
      continue;
    }
    const inner = walk(c, labels);
    if (c.name === 'label') labels.push({ type: attr(c, 'type') ?? '', text: inner.replace(/\s+/g, ' ').trim() });
    out += inner;
  }
  return out;
}

export function dotinZipPath(corpusDir: string): string {
  return path.join(corpusDir, ZIP);
}

/** One dotin resume: its text (labels removed) and its labelled spans. */
export interface DotinResume {
  /** The file's number, e.g. "99". */
  id: string;
  text: string;
  labels: Label[];
}

/** Every well-formed dotin resume of the zip, by file number; [] when the corpus is absent. */
export function dotinResumes(corpusDir: string): DotinResume[] {
  const file = dotinZipPath(corpusDir);
  if (!existsSync(file)) return [];
  const zip = openZip(new Uint8Array(readFileSync(file)), DEFAULT_READ_LIMITS);
  const names = zip.names.filter((n) => n.endsWith('.xml')).sort((a, b) => parseInt(path.basename(a)) - parseInt(path.basename(b)));
  const out: DotinResume[] = [];
  for (const name of names) {
    const labels: Label[] = [];
    let root: XmlElement;
    try {
      root = parseXml(zip.readText(name) ?? '', DEFAULT_READ_LIMITS, name);
    } catch {
      continue; // a few files are not well-formed XML: they are left out
    }
    const text = walk(root, labels)
      .trim()
      .replace(/^"([\s\S]*)"$/, '$1');
    out.push({ id: path.basename(name, '.xml'), text, labels });
  }
  return out;
}

/** Every n-th resume (by file number) with exactly one labelled name and e-mail, up to SAMPLE. */
export function dotinDocuments(corpusDir: string): CorpusDocument[] {
  const usable: CorpusDocument[] = [];
  for (const { id, text, labels } of dotinResumes(corpusDir)) {
    const of = (type: string) => [...new Set(labels.filter((l) => l.type === type).map((l) => l.text))];
    const [person, email] = [of('Name'), of('Email Address')];
    if (person.length !== 1 || email.length !== 1) continue;
    const skills = [...new Set(labels.filter((l) => SKILL_LABELS.has(l.type)).map((l) => l.text))].filter((s) => s !== '');
    usable.push({
      name: `${id}.txt`,
      bytes: new TextEncoder().encode(text),
      golden: {
        id: `dotin/${id}`,
        language: 'en',
        partial_lists: ['skills'],
        expected: { info_candidate: { full_name: person[0], email: email[0]!.toLowerCase() }, skills },
      },
    });
  }
  const step = Math.max(1, Math.floor(usable.length / SAMPLE));
  return usable.filter((_, i) => i % step === 0).slice(0, SAMPLE);
}
