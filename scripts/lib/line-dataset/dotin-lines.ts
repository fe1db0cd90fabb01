/**
 * The dotin NER resumes (../shared/corpus/dotin-ner, CC0-1.0, fake names) as labelled lines. Their
 * text was flattened from PDFs: each line break became two spaces, a blank line four or more. So
 * the lines come back by cutting at runs of spaces, and each entity span marks the line it starts
 * on: Name → name, e-mail → contact, Designation → entry title (the headline at the top), Degree →
 * entry title of an education, Companies/College → organisation, Graduation Year → dates, Location
 * → address at the top and place elsewhere, skills → list item on list-like lines. The lines carry
 * no layout: one font, no bold, x 0.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import type { LabelName } from '../../../src/parsing/line-labels/line-label.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { attr, parseXml, type XmlElement } from '../../../src/documents/xml.js';
import { openZip } from '../../../src/documents/zip.js';
import { findDateRanges } from '../../../src/text/dates.js';
import { fold } from '../../../src/text/fold.js';
import { emptyMarks, wordCount, type Group, type Mark } from './line-marks.js';

interface Span {
  type: string;
  start: number;
}

/** Span type → [label, group], by priority (the first that marks a line keeps it). */
const SPAN_LABELS: Array<[string, LabelName, Group]> = [
  ['Name', 'name', 'name'],
  ['Email Address', 'contact', 'contact'],
  ['Designation', 'entry_title', 'experience'],
  ['Degree', 'entry_title', 'education'],
  ['Companies worked at', 'organisation', 'experience'],
  ['College Name', 'organisation', 'education'],
  ['Graduation Year', 'dates', 'education'],
  ['Location', 'place', 'experience'],
  ['Tech Tools', 'list_item', 'skills'],
  ['Job Specific Skills', 'list_item', 'skills'],
  ['Soft Skills', 'list_item', 'skills'],
];
/** Lines above this index are the resume's head: a designation there is the headline. */
const HEAD_LINES = 5;

export interface DotinDocument {
  id: string;
  doc: ResumeDocument;
  marks: Mark[];
}

export function dotinDocuments(zipFile: string, every: number): DotinDocument[] {
  const zip = openZip(new Uint8Array(readFileSync(zipFile)), DEFAULT_READ_LIMITS);
  const names = zip.names.filter((n) => n.endsWith('.xml')).sort((a, b) => parseInt(path.basename(a)) - parseInt(path.basename(b)));
  const out: DotinDocument[] = [];
  names.forEach((name, k) => {
    if (k % every !== 0) return;
    let root: XmlElement;
    try {
      root = parseXml(zip.readText(name) ?? '', DEFAULT_READ_LIMITS, name);
    } catch {
      return; // a few files are not well-formed XML
    }
    const spans: Span[] = [];
    const text = walk(root, spans, { at: 0 });
    const built = toDocument(text, spans);
    if (built.doc.lines.length >= 8) out.push({ id: `dotin/${path.basename(name, '.xml')}`, ...built });
  });
  return out;
}

function walk(el: XmlElement, spans: Span[], cursor: { at: number }): string {
  let out = '';
  for (const c of el.children) {
    if (typeof c === 'string') {
      out += c;
      cursor.at += c.length;
      continue;
    }
    const start = cursor.at;
    out += walk(c, spans, cursor);
    if (c.name === 'label') spans.push({ type: attr(c, 'type') ?? '', start });
  }
  return out;
}

function toDocument(text: string, spans: Span[]): { doc: ResumeDocument; marks: Mark[] } {
  const lines: ResumeLine[] = [];
  const starts: number[] = [];
  let y = 40;
  let offset = 0;
  let gap = 1;
  for (const piece of text.split(/(\s{2,}|\n)/)) {
    const at = offset;
    offset += piece.length;
    if (/^\s*$/.test(piece)) {
      if (piece.length >= 4 || (piece.match(/\n/g) ?? []).length >= 2) gap = 2;
      continue;
    }
    const written = piece.replace(/^"|"$/g, '').trim();
    if (written === '') continue;
    y += lines.length === 0 ? 0 : 12 * gap;
    gap = 1;
    lines.push({ index: lines.length, text: written, folded: fold(written), page: 0, x: 40, y, fontSize: 10, bold: false });
    starts.push(at);
  }
  const lineAt = (offset: number) => {
    let lo = 0;
    for (let i = 0; i < starts.length && starts[i]! <= offset; i++) lo = i;
    return lo;
  };
  const marks = emptyMarks(lines.length);
  for (const [type, label, group] of SPAN_LABELS) {
    for (const s of spans.filter((x) => x.type === type)) {
      const i = lineAt(s.start);
      if (marks[i]!.label !== null) continue;
      const head = i < HEAD_LINES;
      if (label === 'list_item' && !(wordCount(lines[i]!.text) <= 8 || /[,|•·:;]/.test(lines[i]!.text))) continue;
      if (type === 'Designation' && head) marks[i] = { label: 'headline', group: 'name' };
      else if (type === 'Location' && head) marks[i] = { label: 'address', group: 'contact' };
      else marks[i] = { label, group };
    }
  }
  // Contact lines the labels leave out (phones, profile links) and date lines of entries.
  let lastGroup: Group = 'experience';
  lines.forEach((l, i) => {
    const m = marks[i]!;
    if (m.group === 'experience' || m.group === 'education') lastGroup = m.group;
    if (m.label !== null) return;
    if (/indeed\.com\/r\/|linkedin\.com|@\w+\.\w/.test(l.folded) || /\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/.test(l.text)) marks[i] = { label: 'contact', group: 'contact' };
    else if (findDateRanges(l.folded).some((r) => r.length >= l.folded.replace(/[^a-z0-9]+$/, '').length - 3)) marks[i] = { label: 'dates', group: lastGroup };
  });
  const joined = lines.map((l) => l.text).join('\n');
  const doc: ResumeDocument = { lines, sections: groupLinesIntoSections(lines, 10), text: joined, links: [], language: 'en', bodyFontSize: 10 };
  return { doc, marks };
}
