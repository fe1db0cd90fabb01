/**
 * Spoken languages (data/languages.json): names in French and English, mentions in free text,
 * and CEFR levels from descriptors and test scores (cefr.ts).
 *
 * Language names are also nationality adjectives ("un groupe français", "French Riviera"), so a
 * mention needs context: a level word or test near it ("anglais courant", "English (C1)",
 * "TOEIC 850"), an article or verb before a lower-case French name ("l'anglais", "parler
 * espagnol"), "speak/spoken/fluent in", a "Langues :" header, or a list with another language
 * that has such context ("anglais et espagnol courants").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../text/fold.js';
import { CefrReader, type CefrData, type CefrLevel } from './cefr.js';
import { defaultDataDir } from './data-dir.js';
import { tokenize, type Token } from './skill-text.js';

export type { CefrLevel } from './cefr.js';
export { CEFR_LEVELS } from './cefr.js';

export interface Language {
  /** ISO 639-1. */
  code: string;
  name_en: string;
  name_fr: string;
  variants_en: string[];
  variants_fr: string[];
}

export interface LanguageMention {
  code: string;
  /** The language as written. */
  name: string;
  start: number;
  end: number;
  /** Same as `name` (kept for callers that read `text` like other mentions). */
  text: string;
  /** CEFR level stated for this language: after it up to the next language or the end of the clause
   * ("anglais courant, espagnol notions"), else just before it ("Excellent English"); null if none. */
  level: CefrLevel | null;
}

export interface LanguageCatalog {
  readonly languages: readonly Language[];
  /** Languages named in free text (French or English), with the precision rules above. */
  findLanguageMentions(text: string): LanguageMention[];
  /** A language from one of its names ("anglais", "English", "mandarin") or its ISO code ("en"). */
  languageByName(name: string): Language | undefined;
  languageByCode(code: string): Language | undefined;
  /** CEFR level of a short level text: "B2", "courant", "bilingue", "TOEIC 850", "native"; null if none. */
  cefrFromDescriptor(text: string): CefrLevel | null;
}

/** Single words that, near a language name, show it is the language (level, skill, test). */
const LEVEL_WORDS = new Set([
  'courant', 'courante', 'couramment', 'bilingue', 'natif', 'native', 'maternelle', 'notion', 'scolaire', 'intermediaire', 'correct', 'moyen',
  'debutant', 'avance', 'fluent', 'fluently', 'fluency', 'proficient', 'proficiency', 'conversational', 'intermediate',
  'beginner', 'basic', 'elementary', 'advanced', 'niveau', 'level', 'lu', 'ecrit', 'parle', 'oral', 'written', 'spoken',
  'toeic', 'toefl', 'ielts', 'delf', 'dalf', 'cambridge', 'bulats', 'cefr', 'cecrl', 'cecr', 'a1', 'a2', 'b1', 'b2',
  'c1', 'c2', 'professionnel', 'technique', 'affaire', 'business', 'mother', 'tongue', 'langue', 'language', 'bilingual',
  'operationnel', 'maitrise', 'command', 'native', 'speaker', 'parfait', 'parfaitement', 'exige', 'requis', 'required',
  'hsk', 'jlpt', 'dele', 'goethe', 'testdaf', 'tcf', 'tef', 'cils', 'celi', 'linguaskill', 'fonctionnel', 'functional', 'working', 'usuel',
]);
/** Words right before a language that announce it ("parler anglais", "speak German", "fluent in French"). */
const CUE_BEFORE = new Set([
  'parler', 'parle', 'parlez', 'parlant', 'parles', 'speak', 'speaks', 'speaking', 'spoken', 'langue', 'language',
  'languages', 'langues', 'en', 'le', 'du', 'au', 'fluent', 'bilingue', 'bilingual', 'anglais-francais', 'in',
]);
const HEADER = /^[\s\-*•·>]*(?:langues?(?:\s+etrangeres?|\s+vivantes?|\s+parlees?)?|languages?(?:\s+skills)?|competences\s+linguistiques|linguistic\s+skills|spoken\s+languages)\s*(?::|$)/;
const LIST_GAP = /^[\s,/&+•·-]*(?:(?:et|and|ou|or)\s*)?$/;

class Catalog implements LanguageCatalog {
  private readonly names = new Map<string, Language>();
  private readonly codes = new Map<string, Language>();
  private readonly maxTokens: number;
  /** First words of every name: a token that is none of them starts no mention. */
  private readonly firstWords = new Set<string>();
  private readonly cefr: CefrReader;

  constructor(
    readonly languages: Language[],
    cefr: CefrData,
  ) {
    let max = 1;
    for (const l of languages) {
      this.codes.set(l.code, l);
      for (const n of [l.name_en, l.name_fr, ...l.variants_en, ...l.variants_fr]) {
        const k = key(n);
        if (!this.names.has(k)) this.names.set(k, l);
        this.firstWords.add(k.split(' ')[0]);
        max = Math.max(max, k.split(' ').length);
      }
    }
    this.maxTokens = max;
    this.cefr = new CefrReader(cefr);
  }

  languageByName(name: string): Language | undefined {
    const k = key(name);
    return this.names.get(k) ?? (/^[a-z]{2}$/.test(k) ? this.codes.get(k) : undefined);
  }

  languageByCode(code: string): Language | undefined {
    return this.codes.get(code.trim().toLowerCase());
  }

  cefrFromDescriptor(text: string): CefrLevel | null {
    return this.cefr.fromDescriptor(text);
  }

  findLanguageMentions(text: string): LanguageMention[] {
    const folded = fold(text);
    const tokens = tokenize(folded);
    const cands: { lang: Language; first: number; last: number; ok: boolean }[] = [];
    for (let i = 0; i < tokens.length; i++) {
      // Most words start no language name: skip them before building any key.
      if (!this.firstWords.has(tokens[i].text)) continue;
      let hit: { lang: Language; last: number } | undefined;
      let k = '';
      for (let j = i; j < tokens.length && j - i < this.maxTokens; j++) {
        if (j > i && tokens[j].brk) break;
        k = j === i ? tokens[j].text : k + ' ' + tokens[j].text;
        const lang = this.names.get(k);
        if (lang) hit = { lang, last: j };
      }
      if (!hit) continue;
      cands.push({ lang: hit.lang, first: i, last: hit.last, ok: this.hasContext(text, folded, tokens, i, hit.last) });
      i = hit.last;
    }
    // A list of languages shares the context of any of its members.
    let changed = true;
    while (changed) {
      changed = false;
      for (let c = 0; c < cands.length; c++) {
        if (cands[c].ok) continue;
        for (const n of [cands[c - 1], cands[c + 1]]) {
          if (!n || !n.ok) continue;
          const [a, b] = n.first < cands[c].first ? [n, cands[c]] : [cands[c], n];
          if (LIST_GAP.test(folded.slice(tokens[a.last].end, tokens[b.first].start))) {
            cands[c].ok = true;
            changed = true;
          }
        }
      }
    }
    const kept = cands.filter((c) => c.ok);
    const out = kept.map((c, i) => {
      const start = tokens[c.first].start;
      const end = tokens[c.last].end;
      const written = text.slice(start, end);
      const hasNext = i + 1 < kept.length;
      const nextStart = hasNext ? tokens[kept[i + 1].first].start : text.length;
      let after = clause(text.slice(end, nextStart), 'after');
      // Same clause as the next language: what follows the last comma is that one's ("Fluent English, basic German").
      if (hasNext && after.length === nextStart - end && after.includes(',')) after = after.slice(0, after.lastIndexOf(','));
      const prevEnd = i > 0 ? tokens[kept[i - 1].last].end : 0;
      const before = clause(text.slice(prevEnd, start), 'before');
      const level = this.cefr.fromDescriptor(after) ?? this.cefr.fromDescriptor(before);
      return { code: c.lang.code, name: written, start, end, text: written, level };
    });
    // "anglais et espagnol courants": a list item without its own level takes the next one's.
    for (let i = out.length - 2; i >= 0; i--) {
      if (out[i].level === null && LIST_GAP.test(fold(text.slice(out[i].end, out[i + 1].start)))) out[i].level = out[i + 1].level;
    }
    return out;
  }

  private hasContext(text: string, folded: string, tokens: readonly Token[], first: number, last: number): boolean {
    const start = tokens[first].start;
    const lower = text[start] === folded[start];
    // "French Riviera", "German Shepherd": an English name glued to a capitalised noun is an adjective.
    const next = tokens[last + 1];
    const nextWord = next && !next.brk ? text.slice(next.start, next.end) : '';
    const adjectiveOfName = /^[A-Z][a-z]/.test(nextWord) && this.languageByName(nextWord) === undefined;
    // Level words within 4 tokens on either side, inside the clause (parentheses and colons allowed).
    if (!adjectiveOfName) {
      for (let k = last + 1; k <= last + 4 && k < tokens.length; k++) {
        if (hardStop(folded, tokens[k - 1].end, tokens[k].start)) break;
        if (LEVEL_WORDS.has(tokens[k].stem) || LEVEL_WORDS.has(tokens[k].text)) return true;
      }
    }
    for (let k = first - 1; k >= first - 4 && k >= 0; k--) {
      if (hardStop(folded, tokens[k].end, tokens[k + 1].start)) break;
      if (LEVEL_WORDS.has(tokens[k].stem) || LEVEL_WORDS.has(tokens[k].text)) return !adjectiveOfName || k < first - 1;
    }
    // An article or verb right before: "l'anglais", "le français", "parler espagnol", "speak German".
    const before = folded.slice(Math.max(0, start - 3), start);
    if (lower && /(?:^|[^a-z])[ld]'$/.test(before)) return true;
    const prev = tokens[first - 1];
    if (prev && !tokens[first].brk && CUE_BEFORE.has(prev.text)) {
      if (prev.text === 'in') return !adjectiveOfName && (next === undefined || next.brk);
      if (prev.text === 'le' || prev.text === 'du' || prev.text === 'au' || prev.text === 'en') return lower;
      return !adjectiveOfName;
    }
    // "Langues : …" on the line, or as the heading just above.
    const lineStart = folded.lastIndexOf('\n', start - 1) + 1;
    if (HEADER.test(folded.slice(lineStart, start))) return true;
    const prevLines = folded.slice(0, lineStart).split('\n').slice(-4, -1).reverse();
    for (const l of prevLines) {
      if (l.trim() === '') continue;
      return HEADER.test(l.trim());
    }
    return false;
  }
}

/** The part of a text segment that belongs to the clause touching the mention. */
function clause(segment: string, side: 'after' | 'before'): string {
  const parts = segment.split(side === 'after' ? /[\n;]|\.(?:\s|$)/ : /[\n;,]|\.(?:\s|$)/);
  return side === 'after' ? parts[0] : parts[parts.length - 1];
}

/** A full stop, semicolon, comma or line break between two tokens ends the clause. */
function hardStop(folded: string, from: number, to: number): boolean {
  return /[.;,!?\n]/.test(folded.slice(from, to));
}

function key(s: string): string {
  return tokenize(fold(s))
    .map((t) => t.text)
    .join(' ');
}

/** Loads data/languages.json synchronously. */
export function loadLanguageCatalog(dir: string = defaultDataDir()): LanguageCatalog {
  const raw = JSON.parse(readFileSync(join(dir, 'languages.json'), 'utf8')) as {
    format: number;
    languages: Language[];
    cefr: CefrData;
  };
  if (raw.format !== 1) throw new Error(`languages catalog: unsupported format ${raw.format}`);
  return new Catalog(raw.languages, raw.cefr);
}
