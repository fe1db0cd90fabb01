/**
 * What a line of an entry looks like: a head line (title, employer, place) or a sentence of the
 * description. Shared by the entry splitter and the labelled-form reader.
 */
import { fold } from '../text/fold.js';
import { ROLE_WORDS } from './organisation-words.js';
import type { EntryLine } from './split-dated-entries.js';

/** Written as a head line: short, not the end of a wrapped sentence. */
export function headLike(line: EntryLine, maxLength = 90): boolean {
  // "(FADM)." closes a sentence wrapped from the line above.
  // "Soutien bilingue ; passage au télétravail en 2020": clauses of a description.
  if (line.text.length > maxLength || /[;:]$|\)\.$|\s;\s/.test(line.text) || /^\p{Ll}/u.test(line.text)) return false;
  // "Example tower⇥London⇥48 M£⇥2024": a row of a table, not a head line.
  if (line.text.split('\t').length > 2) return false;
  if (enumerates(line.text)) return false;
  // "Accounts section. Compiled the annual Water Account,": a sentence ends inside the line.
  if (/\p{Ll}{4}\.\s+\p{Lu}\p{Ll}/u.test(line.text) && line.text.split(/\s+/).length >= 6) return false;
  // "… a failing CRM implementation.", "… Miscellaneous Provisions Act 2023.": a sentence's full stop,
  // not an abbreviation's ("Exemple Pvt. Ltd.").
  return !(/[\p{Ll}\d]{2}\.$/u.test(line.text) && !ABBREVIATION_END.test(line.folded) && line.text.split(/\s+/).length >= 3);
}

const ABBREVIATION_END = /\b(?:ltd|inc|corp|co|plc|llc|cie|bros|pvt|dept|univ|etc)\.$/;

/** A sentence, not a title: long, or several words ending with a full stop. */
export function isSentence(text: string): boolean {
  return text.length > 110 || endsLikeSentence(text);
}

export function endsLikeSentence(text: string): boolean {
  return text.split(/\s+/).length >= 8 && /[.!]$/.test(text) && !capitalisedParts(text);
}

/** "Chargée de cours vacataire, Université Exemple Lyon 2, Lyon.": a head line's parts, each a name
 * or a title opening on a capital, a few words each, closed by a full stop (LaTeX CV styles). */
function capitalisedParts(text: string): boolean {
  const parts = text.replace(/[.!]$/, '').split(/,\s+/);
  return parts.length >= 3 && parts.every((p) => /^[\p{Lu}\d(]/u.test(p) && p.split(/\s+/).length <= 6);
}

/** "Personal care, washing, dressing, continence care and…": an enumeration in lower case describes. */
export function enumerates(text: string): boolean {
  const parts = text.split(/,\s*/);
  if (parts.slice(1).filter((p) => /^\p{Ll}/u.test(p)).length < 2) return false;
  // "Préposé aux bénéficiaires (PAB), poste permanent à temps complet, quart de soir": a title and
  // the terms of its employment, not an enumeration.
  return !(/^\p{Lu}/u.test(parts[0]!) && parts[0]!.split(/\s+/).length <= 6 && ROLE_WORDS.test(fold(parts[0]!)) && parts.slice(1).some((p) => EMPLOYMENT_TERMS.test(fold(p))));
}

/** The terms of an employment written after its title (folded). */
export const EMPLOYMENT_TERMS = /\b(?:poste|temps (?:plein|partiel|complet)|mi-temps|permanent|quart|cdi|cdd|interim|contrat|remplacement|full[- ]time|part[- ]time|shifts?|casual|temporary|fixed[- ]term|locum)\b/;
