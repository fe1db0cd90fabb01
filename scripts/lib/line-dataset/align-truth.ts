/**
 * Truth values → labels of the lines that carry them (golden and realistic sources). Entries are
 * anchored where their title, organisation and dates stand close together, in the truth's order;
 * lists mark the short lines that name their items; contacts, the name, the headline and the
 * address mark the lines holding them. Headings and the lines in between are left to
 * finishLabels.
 */
import type { ResumeDocument } from '../../../src/parsing/resume-document.js';
import { findDateRanges } from '../../../src/text/dates.js';
import { carries, emptyMarks, matchKey, wordCount, type Group, type Mark } from './line-marks.js';
import type { ResumeTruth, TruthEntry } from './resume-truth.js';

export function alignTruth(doc: ResumeDocument, truth: ResumeTruth): Mark[] {
  const marks = emptyMarks(doc.lines.length);
  const keys = doc.lines.map((l) => matchKey(l.text));
  const free = (i: number) => marks[i]!.label === null;
  const set = (i: number, label: Mark['label'], group: Group) => (marks[i] = { label, group });

  // Contacts first: an e-mail or a phone is unmistakable.
  const phoneTails = truth.phones.map((p) => p.replace(/\D/g, '').slice(-8)).filter((p) => p.length === 8);
  const urlTails = truth.urls.map((u) => matchKey(u.replace(/\/+$/, '').split('/').pop() ?? '')).filter((u) => u.length >= 4);
  doc.lines.forEach((line, i) => {
    const digits = line.text.replace(/\D/g, '');
    const email = truth.emails.some((e) => line.folded.includes(e.toLowerCase()) || line.folded.replace(/\s*\[at\]\s*/g, '@').includes(e.toLowerCase()));
    if (email || phoneTails.some((p) => digits.includes(p)) || urlTails.some((u) => ` ${keys[i]} `.includes(` ${u} `))) set(i, 'contact', 'contact');
  });

  // The name: its first line carrying the full name, surname first, or letter-spaced.
  const nameKey = truth.fullName ? matchKey(truth.fullName) : '';
  const nameAt = doc.lines.findIndex((l, i) => {
    if (!nameKey || wordCount(l.text) > 10) return false;
    const k = keys[i]!;
    if (` ${k} `.includes(` ${nameKey} `) || k.replace(/ /g, '').startsWith(nameKey.replace(/ /g, ''))) return true;
    return carries(k, truth.firstName) && carries(k, truth.lastName);
  });
  if (nameAt >= 0) set(nameAt, 'name', 'name');

  alignEntries(doc, keys, marks, truth.experiences, 'experience');
  alignEntries(doc, keys, marks, truth.educations, 'education');

  // Lists: a line naming an item, short or list-like (a sentence naming a skill is a description).
  const lists: Array<[Group, string[]]> = [['languages', truth.languages], ['certifications', truth.certifications], ['skills', truth.skills], ['interests', truth.interests]];
  const listMarks = doc.lines.map((line, i) => {
    if (!free(i)) return null;
    const words = wordCount(line.text);
    for (const [group, values] of lists) {
      const hits = values.filter((v) => carries(keys[i]!, v)).length;
      if (hits === 0) continue;
      const separators = (line.text.match(/[,|•·:;\t]/g) ?? []).length;
      if (words <= 8 || (hits >= 2 && separators >= 2 && !/\.\s*$/.test(line.text))) return group;
    }
    return null;
  });
  // A skill named in an entry's bullet is not a skills list: keep lone marks only on short lines.
  listMarks.forEach((group, i) => {
    if (group === null) return;
    const dense = [-2, -1, 1, 2].some((d) => listMarks[i + d] != null);
    if (group !== 'skills' || dense || wordCount(doc.lines[i]!.text) <= 4) set(i, 'list_item', group);
  });

  // The headline: a free line near the top carrying the job title.
  const top = Math.max(8, Math.ceil(doc.lines.length * 0.4));
  const headlineAt = doc.lines.findIndex((l, i) => i < top && free(i) && wordCount(l.text) <= 14 && carries(keys[i]!, truth.headline));
  if (headlineAt >= 0) set(headlineAt, 'headline', 'name');

  // The address: the postal code, or the city on a short line away from any entry.
  const nearEntry = (i: number) => [-2, -1, 1, 2].some((d) => ['entry_title', 'organisation', 'dates'].includes(marks[i + d]?.label ?? ''));
  doc.lines.forEach((line, i) => {
    if (!free(i)) return;
    const postal = truth.postalCode && line.text.replace(/\s/g, '').includes(truth.postalCode.replace(/\s/g, ''));
    if (postal || (carries(keys[i]!, truth.city) && wordCount(line.text) <= 8 && !nearEntry(i))) set(i, 'address', 'contact');
  });
  // The address often runs over the lines around the one with the postal code.
  doc.lines.forEach((line, i) => {
    if (!free(i) || i > top || wordCount(line.text) > 8 || !/[,\d]/.test(line.text)) return;
    if (marks[i - 1]?.label === 'address' || marks[i + 1]?.label === 'address') set(i, 'address', 'contact');
  });
  // Page headers and footers repeat the name: they are not the name, nor part of what they cut.
  doc.lines.forEach((line, i) => {
    if (!free(i) && marks[i]!.label !== 'list_item') return;
    if ((i > nameAt + 3 && nameKey && keys[i]!.includes(nameKey)) || /\bpage\s*\d+\s*(?:\/|of|sur)\s*\d+/.test(line.folded)) marks[i] = { label: 'other', group: null };
  });
  return marks;
}

function alignEntries(doc: ResumeDocument, keys: string[], marks: Mark[], entries: TruthEntry[], group: Group): void {
  const n = doc.lines.length;
  const free = (i: number) => marks[i]!.label === null || marks[i]!.label === 'list_item';
  const ranges = doc.lines.map((l) => findDateRanges(l.folded));
  const datesMatch = (i: number, e: TruthEntry) => {
    if (e.start && ranges[i]!.some((r) => sameDate(r.start, e.start!))) return true;
    const year = (e.end ?? e.start)?.slice(0, 4);
    return !!year && wordCount(doc.lines[i]!.text) <= 8 && new RegExp(`\\b${year}\\b`).test(doc.lines[i]!.folded) && (ranges[i]!.length > 0 || !e.start);
  };
  let previous = -1;
  for (const e of entries) {
    const titles = keys.map((_, i) => i).filter((i) => free(i) && carries(keys[i]!, e.title));
    const orgs = keys.map((_, i) => i).filter((i) => carries(keys[i]!, e.organisation));
    const dates = keys.map((_, i) => i).filter((i) => datesMatch(i, e));
    const anchors = titles.length > 0 ? titles : orgs.filter(free);
    if (anchors.length === 0) continue;
    const nearest = (list: number[], at: number) => list.reduce((b, i) => (Math.abs(i - at) < Math.abs(b - at) ? i : b), -99);
    const cost = (a: number) => {
      const o = nearest(orgs, a);
      const d = nearest(dates, a);
      return Math.min(6, Math.abs(o - a)) + Math.min(6, Math.abs(d - a)) + (a < previous ? 4 : 0);
    };
    const anchor = anchors.reduce((b, a) => (cost(a) < cost(b) ? a : b));
    previous = anchor;
    marks[anchor] = { label: titles.length > 0 ? 'entry_title' : 'organisation', group };
    const org = nearest(orgs, anchor);
    if (org >= 0 && Math.abs(org - anchor) <= 4 && free(org)) marks[org] = { label: 'organisation', group };
    const date = nearest(dates, anchor);
    if (date >= 0 && Math.abs(date - anchor) <= 4 && free(date)) marks[date] = { label: 'dates', group };
    if (e.place) {
      for (let i = Math.max(0, anchor - 3); i <= Math.min(n - 1, anchor + 4); i++) {
        if (free(i) && wordCount(doc.lines[i]!.text) <= 6 && carries(keys[i]!, e.place)) {
          marks[i] = { label: 'place', group };
          break;
        }
      }
    }
  }
}

function sameDate(found: { year: number; month: number | null }, truth: string): boolean {
  const [year, month] = truth.split('-').map(Number);
  return found.year === year && (month === undefined || found.month === null || found.month === month);
}
