/**
 * Spoken languages (spec 2.1 `languages[]`): the language as written ("Anglais", "English") and
 * its level in the spec's six labels. The language catalog finds the mentions and reads their
 * CEFR level (an explicit code first, then a test score — TOEIC, TOEFL, IELTS — then the
 * wording); this step maps CEFR to the spec labels. Read from the languages section(s); a
 * resume without one ("Arabe : bilingue" under no heading) is searched whole, keeping only
 * languages stated with a level, since a bare "French" there is more often an adjective.
 */
import type { CefrLevel, LanguageCatalog } from '../catalogs/language-catalog.js';
import type { LanguageEntry, LanguageLevel } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { linesOf, type ResumeDocument } from './resume-document.js';
import { result, type StepResult } from './step-result.js';
import { fold } from '../text/fold.js';

/** CEFR → spec 2.1 label. Native speakers and bilinguals share the top label. */
export const LEVEL_OF_CEFR: Record<CefrLevel, LanguageLevel> = {
  native: 'Native or Bilingual (C2)',
  C2: 'Native or Bilingual (C2)',
  C1: 'Full Professional Proficiency (C1)',
  B2: 'Professional Working Proficiency (B2)',
  B1: 'Limited Working Proficiency (B1)',
  A2: 'Advanced Basic Proficiency (A2)',
  A1: 'Introductory Proficiency (A1)',
};

/** Wordings whose CEFR reading the golden set fixes (README "Language levels"), checked before
 * the catalog's descriptors: [folded pattern, level]. */
const WORDING_LEVELS: Array<[RegExp, CefrLevel]> = [
  [/\b(?:langue maternelle|maternelle|native|natif|native speaker|mother tongue|bilingue|bilingual|home language|first language)\b/, 'native'],
  [/\b(?:courant|couramment|fluent|fluently|fluency)\b/, 'C1'],
  // LinkedIn's scale in French: "Compétence professionnelle limitée / complète", "Compétence élémentaire".
  [/\b(?:competence professionnelle complete|full professional)\b/, 'C1'],
  [/\b(?:competence professionnelle limitee|limited working)\b/, 'B1'],
  [/\b(?:professionnel|professional working|working proficiency)\b/, 'B2'],
  [/\b(?:intermediaire|intermediate|conversational|conversationnel|correct|moyen)\b/, 'B1'],
  [/\b(?:basic|basique|elementary|elementaire|scolaire)\b/, 'A2'],
  [/\b(?:notions?|debutant|beginner)\b/, 'A1'],
];

/** "• Igbo: fluent", "Igbo — native", "isiNdebele (home language)": one capitalized word, a separator, then the level. */
const UNLISTED = /^[\s•·\-*]*((?:\p{Ll}{2,3})?\p{Lu}[\p{Ll}-]+)\s*(?::|—|–|-|\(|\t)\s*(.+)$/u;
/** Words of a level scale's legend that UNLISTED would take for a language ("Niveaux : A1 et A2 : utilisateur élémentaire"). */
const LEGEND_WORDS = new Set(['niveau', 'niveaux', 'level', 'levels', 'legende', 'legend', 'key', 'scale', 'echelle', 'note', 'notes', 'cadre', 'cecrl', 'cefr']);
/** A heading that states the level of its languages: Europass's "Langue(s) maternelle(s)", "Mother tongue(s)". */
const NATIVE_HEADING = /maternelle|mother tongue|native|home language|first language/;
/** What joins two languages that share a level: "/", "&", "and", "et". */
const LIST_PAIR = /^\s*(?:[/&+]|and|et)\s*$/i;
/** Tests the catalog does not grade: JLPT N1–N5, HSK 1–6 (levels as the test bodies align them with the CEFR). */
const TEST_LEVELS: Array<[RegExp, (n: number) => CefrLevel | null]> = [
  [/\bjlpt\s*n\s*([1-5])\b/i, (n) => (['C1', 'B2', 'B1', 'A2', 'A1'] as const)[n - 1] ?? null],
  [/\bhsk\s*([1-6])\b/i, (n) => (['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const)[n - 1] ?? null],
];

/** "Languages known: English, Hindi", "Langues parlées : …" on a line of its own outside a languages section. */
const LABELLED_LINE = /^[\s•·\-*]*(?:langues?(?: parl[ée]es| étrang[èe]res)?|languages?(?: known| spoken)?|spoken languages|other languages|autres langues|(home|first|native) languages?|(mother) tongues?|langues? (maternelles?))\s*(?:\t+\s*:?|:)\s*(\S.*)$/iu;

export function extractLanguages(doc: ResumeDocument, catalogs: Pick<ParsingCatalogs, 'languages'>): StepResult<LanguageEntry[]> {
  const languages = catalogs.languages;
  const labelled = doc.sections.filter((s) => s.kind !== 'languages').flatMap((s) => labelledLanguages(s.lines.map((l) => l.text)));
  const sectionLines = [...linesOf(doc, 'languages').map((l) => l.text), ...labelled];
  const fromSection = sectionLines.length > 0;
  const found = readLanguages(fromSection ? joinLevelLines(sectionLines).join('\n') : doc.text, fromSection, doc, languages);
  // "COMPUTER LITERACY⇥LANGUAGES": a heading beside another holds the other's lines, its own
  // further down; then the languages stated with a level anywhere are read, as without a section.
  const out = fromSection && found.length === 0 ? readLanguages(joinBareLevels(doc.lines.map((l) => l.text), languages).join('\n'), false, doc, languages) : found;
  const nativeLines = doc.sections.filter((s) => s.kind === 'languages' && s.heading !== null && NATIVE_HEADING.test(fold(s.heading))).flatMap((s) => s.lines.map((l) => l.folded));
  for (const entry of out) if (entry.level === null && nativeLines.some((t) => t.includes(fold(entry.language)))) entry.level = LEVEL_OF_CEFR.native;
  return result(out, fromSection && out.length === 0 ? ['languages: a languages section with no language the catalog knows'] : []);
}

function readLanguages(text: string, fromSection: boolean, doc: ResumeDocument, languages: LanguageCatalog): LanguageEntry[] {
  const out: LanguageEntry[] = [];
  const seen = new Set<string>();
  // The entry of the line above when it named a language and no level ("English" / "Native").
  let bare: LanguageEntry | null = null;
  for (const written of text.split('\n')) {
    // In the section, each line reads as "Langues : …", so that the catalog accepts bare names.
    const line = fromSection ? `Langues : ${written}` : written;
    const mentions = languages.findLanguageMentions(line);
    const before = out.length;
    if (fromSection && mentions.length === 0) {
      const below = bare !== null ? levelOf(written, null, languages) : null;
      if (bare !== null && below !== null) {
        bare.level = LEVEL_OF_CEFR[below];
        bare = null;
        continue;
      }
      // ISO codes: "EN (C1), DE (B1)", "FR : langue maternelle | EN : C1".
      for (const entry of codedLanguages(written, languages, doc.language)) {
        if (seen.has(fold(entry.language))) continue;
        seen.add(fold(entry.language));
        out.push(entry);
      }
    }
    // A language the catalog lacks ("Igbo: fluent"), in the section only, with a level read.
    const unknown = fromSection && mentions.length === 0 ? UNLISTED.exec(written) : null;
    const level = unknown ? levelOf(unknown[2], null, languages) : null;
    if (unknown && level !== null && !seen.has(unknown[1]) && !LEGEND_WORDS.has(fold(unknown[1]))) {
      seen.add(unknown[1]);
      out.push({ language: unknown[1], level: LEVEL_OF_CEFR[level] });
    }
    let pairLevel: CefrLevel | null = null;
    // "Français (langue maternelle), anglais fonctionnel": outside a languages section, a line that
    // gives one language a level lists languages; the others on it count, level or not.
    const listLine = !fromSection && mentions.some((m, i) => levelOf(line.slice(m.end, mentions[i + 1]?.start ?? line.length), m.level, languages) !== null);
    for (const [i, m] of mentions.entries()) {
      // Mandarin and Cantonese share a code and are two languages; "anglais" twice is one.
      const key = fold(m.name);
      if (seen.has(key)) continue;
      // Up to the next language: "Français (langue maternelle) – Néerlandais (B2)".
      let level = levelOf(line.slice(m.end, mentions[i + 1]?.start ?? line.length), m.level, languages);
      // "Bilingual French/English", "Fluent in English and French": a pair shares the level before it.
      const prev = mentions[i - 1];
      if (level === null && prev && LIST_PAIR.test(line.slice(prev.end, m.start))) level = pairLevel;
      pairLevel = level;
      if (!fromSection && level === null && !listLine) continue;
      seen.add(key);
      out.push({ language: m.name, level: level === null ? null : LEVEL_OF_CEFR[level] });
    }
    bare = out.length === before + 1 && out[before]!.level === null ? out[before]! : null;
  }
  return out;
}

/** Two capitals that are a language's ISO code, each with a level up to the next code. */
function codedLanguages(written: string, languages: LanguageCatalog, lang: 'fr' | 'en'): LanguageEntry[] {
  const codes = [...written.matchAll(/(?<![\p{L}\d])([A-Z]{2})(?![\p{L}\d])/gu)].filter((m) => languages.languageByCode(m[1]!.toLowerCase()) !== undefined);
  // A code alone is too often something else ("IT", "HR"): it needs a level beside it.
  return codes.flatMap((m, i) => {
    const level = levelOf(written.slice(m.index! + 2, codes[i + 1]?.index ?? written.length), null, languages);
    if (level === null) return [];
    const language = languages.languageByCode(m[1]!.toLowerCase())!;
    const name = lang === 'fr' ? language.name_fr : language.name_en;
    return [{ language: name.charAt(0).toUpperCase() + name.slice(1), level: LEVEL_OF_CEFR[level] }];
  });
}

/** The values of "Languages known: …" lines, the colon and the value on the next lines too
 * ("Languages Known" / ":" / "English, Hindi", a two-column table read cell by cell). */
function labelledLanguages(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const inline = LABELLED_LINE.exec(lines[i]!);
    // "Home Language : isiZulu", "Langue maternelle : arabe": the label gives the level.
    if (inline) out.push(inline[1] || inline[2] || inline[3] ? inline[4]!.split(/\s*[,;/&]\s*|\s+(?:and|et)\s+/i).map((v) => `${v} (langue maternelle)`).join(', ') : inline[4]!);
    else if (LABELLED_LINE.test(`${lines[i]}: x`) && lines[i + 1] !== undefined) {
      const next = lines[i + 1]!.trim();
      const value = next === ':' ? lines[i + 2] : next.startsWith(':') ? next.slice(1) : null;
      if (value && value.trim() !== '') out.push(value.trim());
    }
  }
  return out;
}

/** A level on the line below its language ("Français" / "– langue maternelle", a narrow column). */
/**
 * "Anglais" / "B1", "Espagnol" / "A2": a language alone on its line over its level alone on the
 * next (a grid read column by column), joined, so that a search outside the section reads them.
 */
function joinBareLevels(lines: string[], languages: LanguageCatalog): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next] = [lines[i]!.trim(), lines[i + 1]?.trim()];
    const named = /^\p{L}[\p{L}-]+$/u.test(line) && languages.findLanguageMentions(`Langues : ${line}`).length === 1;
    if (named && next !== undefined && next.split(/\s+/).length <= 3 && levelOf(next, null, languages) !== null) {
      out.push(`${line} : ${next}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

function joinLevelLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (out.length > 0 && /^\s*[–—:(-]/u.test(line) && !/^\s*-\s*\p{Lu}\p{Ll}+\s*[:–—(]/u.test(line)) out[out.length - 1] += ` ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** An explicit CEFR code or a test score (the catalog's reading) wins; then the wording table. */
function levelOf(after: string, catalogLevel: CefrLevel | null, languages: LanguageCatalog): CefrLevel | null {
  const clause = after.split(/[;|\n]|,(?![^(]*\))/)[0];
  // A code glued to the next word by a reader ("– A2Chloé") still counts; "B2" in "B2B" does not.
  const code = /(?<![\p{L}\d])[ABC][12](?![\p{Ll}\d])|\b[abc][12]\b/u.exec(clause)?.[0];
  const explicit = languages.cefrFromDescriptor(code ?? clause.match(/toeic[^;]*|toefl[^;]*|ielts[^;]*/i)?.[0] ?? '');
  if (explicit !== null) return explicit;
  for (const [re, toLevel] of TEST_LEVELS) {
    const m = re.exec(clause);
    if (m) return toLevel(Number(m[1]));
  }
  const folded = clause.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [re, level] of WORDING_LEVELS) if (re.test(folded)) return level;
  return catalogLevel;
}
