/**
 * Contact and personal details of spec 2.1 `info_candidate`: e-mail (lower-cased), phone in
 * E.164, LinkedIn / GitHub / other URLs, birth date and age, availability, driving licences.
 *
 * Contact details live in the header, a contact column or the page header, but resumes also
 * put them at the end ("Informations complémentaires"); the e-mail, URLs and licences are read
 * from the whole text (they cannot be confused with anything else), the phone from the top
 * lines first, so that a number in an experience ("hotline 0800…") does not win.
 */
import { fold } from '../text/fold.js';
import { findContactUrls } from './contact-urls.js';
import { findPersonalDetails } from './personal-details.js';
import { findPhoneNumber } from './phone-number.js';
import type { ResumeDocument } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

export interface ContactDetails {
  email: string | null;
  phone_number: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  other_urls: string[];
  birth_date: string | null;
  age: number | null;
  availability_now: boolean | null;
  availability_date: string | null;
  driver_license: string[];
}

export interface ContactOptions {
  /** The day of parsing: ages are computed from birth dates relative to it. */
  now: Date;
  /** ISO code of the resume's country (from the location step), for national phone numbers. */
  country?: string | null;
}

const EMAIL_RE = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}(?![\p{L}\d-])/iu;
/** Lines read before the rest of the document for the phone number. */
const TOP_LINES = 20;

export function extractContact(doc: ResumeDocument, opts: ContactOptions): StepResult<ContactDetails> {
  const warnings: string[] = [];
  const contactLines = doc.sections.filter((s) => s.kind === 'header' || s.kind === 'contact').flatMap((s) => s.lines);
  const top = [...contactLines, ...doc.lines.slice(0, TOP_LINES)].map((l) => l.text).join('\n');
  const email = candidateEmail(doc);
  const phone = findPhoneNumber(top, opts.country ?? null) ?? findPhoneNearEmail(doc, email, opts.country ?? null) ?? findLabelledPhone(doc.text, opts.country ?? null);
  const urls = findContactUrls(
    doc.lines.map((l) => l.text.replace(EMAIL_RE_GLOBAL, ' ')),
    doc.links,
  );
  const details = findPersonalDetails(fold(doc.text), opts.now);
  if (email === null) warnings.push('contact: no e-mail address found');
  if (phone === null) warnings.push('contact: no phone number found');
  return result({ email, phone_number: phone, ...urls, ...details }, warnings);
}

const EMAIL_RE_GLOBAL = new RegExp(EMAIL_RE.source, 'giu');

function emailsOf(text: string): string[] {
  return [...unobfuscated(text.replace(/mailto:/gi, ' ')).matchAll(EMAIL_RE_GLOBAL)].map((m) => m[0].toLowerCase());
}

const CHOSEN = new WeakMap<ResumeDocument, string | null>();

/**
 * The candidate's own e-mail: the first of the header or contact lines, else the first of the
 * document that no References section holds (a referee's address may come first in reading order
 * when a side column is read before the header).
 */
export function candidateEmail(doc: ResumeDocument): string | null {
  const known = CHOSEN.get(doc);
  if (known !== undefined) return known;
  const all = emailsOf(doc.text);
  let chosen: string | null = all[0] ?? null;
  if (all.length > 1) {
    const referees = new Set(emailsOf(doc.sections.filter((s) => s.kind === 'references').flatMap((s) => s.lines.map((l) => l.text)).join('\n')));
    const contact = emailsOf([...doc.sections.filter((s) => s.kind === 'header' || s.kind === 'contact').flatMap((s) => s.lines), ...doc.lines.slice(0, TOP_LINES)].map((l) => l.text).join('\n'));
    chosen = contact.find((e) => !referees.has(e)) ?? all.find((e) => !referees.has(e)) ?? chosen;
  }
  CHOSEN.set(doc, chosen);
  return chosen;
}

/** "ann.lee [at] example [dot] com", "ann.lee(at)example.com" → "ann.lee@example.com". */
function unobfuscated(text: string): string {
  // The look-behinds below are tried at every position: only a text with a bracketed word pays.
  if (!/[[({]\s*(?:at|arobase|dot|point)\s*[\])}]/iu.test(text)) return text;
  return text
    .replace(/(?<=[\p{L}\d._%+-])\s*[[({]\s*(?:at|arobase)\s*[\])}]\s*(?=[\p{L}\d-])/giu, '@')
    .replace(/(?<=@[\p{L}\d.-]+)\s*[[({]\s*(?:dot|point)\s*[\])}]\s*(?=[\p{L}\d-])/giu, '.');
}

/** Lines on either side of the candidate's e-mail where a phone number is theirs too. */
const NEAR_EMAIL_LINES = 3;

/**
 * The candidate's phone beside their e-mail, wherever that contact block stands: a table of
 * labels then values ("Cell / E-mail / … / 082 555 0193 / ann@example.com") after a heading, a
 * footer, a sidebar read late.
 */
function findPhoneNearEmail(doc: ResumeDocument, email: string | null, country: string | null): string | null {
  if (email === null) return null;
  const at = doc.lines.findIndex((l) => l.text.toLowerCase().includes(email));
  if (at < 0) return null;
  const near = doc.lines.slice(Math.max(0, at - NEAR_EMAIL_LINES), at + NEAR_EMAIL_LINES + 1).map((l) => l.text.replace(EMAIL_RE_GLOBAL, ' '));
  return findPhoneNumber(near.join('\n'), country);
}

/** Anywhere in the document, only a number that a label announces ("Tél. :", "Mobile:", "Phone"). */
function findLabelledPhone(text: string, country: string | null): string | null {
  for (const m of text.matchAll(/(?:t[ée]l(?:[ée]phone)?|portable|mobile|phone|cell|gsm|contact no)\.?\s*:?\s*([+(\d][\d\s().+-]{8,20})/giu)) {
    const phone = findPhoneNumber(m[1], country);
    if (phone !== null) return phone;
  }
  return null;
}
