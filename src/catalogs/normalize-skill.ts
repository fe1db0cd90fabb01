/**
 * One skill string → a spec 2.1 skill entry (catalog label, type, domain, subcategory), shared by
 * the resume parser's skills step and POST /api/v1/skills/normalize so both map a catalog record
 * the same way.
 *
 * `normalized` needs more than a lookup score: the catalog's fuzzy lookup also answers for
 * strings it only half knows ("IFRS" → "visual flight rules", "pansements complexes" → "carry
 * out wound care"), and a catalog label that shares no word with what was written is a guess
 * dressed as fact. So an entry is taken only when its label holds every word of the item, or the
 * item is its acronym ("SEO", "GPEC", "HACCP"); otherwise the item stays `raw`, as written.
 * A caller that sends one skill per string (the normalize endpoint) may also trust the catalog's
 * own aliases ("JS", "k8s", "MS Office") and tolerate typos in words ("pyhton"): the policy says which.
 */
import { damerauLevenshtein } from '../text/edit-distance.js';
import { fold } from '../text/fold.js';
import type { Skill, SkillCatalog, SkillType } from './skill-catalog.js';
import { phraseKey } from './skill-text.js';

export interface SkillMatchPolicy {
  /** Lookup score under which an item is not matched at all. */
  minScore: number;
  /** Language entries ("anglais") count as skills; the parser leaves them to its languages step. */
  acceptLanguages: boolean;
  /** An exact catalog alias (lookup score ≥ 0.95) is enough, even when it shares no word with the label. */
  trustAliases: boolean;
  /** Item words may differ from label words by a typo (1 edit up to 7 letters, 2 beyond). */
  tolerateTypos: boolean;
  /** The label in the language the item is written in, when only that one holds its words (a French
   * resume's "Social media" keeps the English label); and an item the label only holds once its plurals
   * are folded, beside words of its own ("Inventaires" → "Techniques d'inventaire"), stays as written:
   * a resume's list is read back as the resume wrote it. */
  asWritten: boolean;
}

/** Items cut from resume text: only the strict wording test, as the parser always did. */
export const RESUME_SKILL_POLICY: SkillMatchPolicy = { minScore: 0.9, acceptLanguages: false, trustAliases: false, tolerateTypos: false, asWritten: true };

/** Strings a caller sent as skills: the catalog's aliases and small typos are what they expect to be understood. */
export const REQUEST_SKILL_POLICY: SkillMatchPolicy = { minScore: 0.8, acceptLanguages: true, trustAliases: true, tolerateTypos: true, asWritten: false };

export interface NormalizedSkill {
  skill_title: string;
  skill_type: SkillType;
  status: 'normalized' | 'raw';
  domain: string | null;
  subcategory: string | null;
  /** The lookup score of a normalized item; 0 for a raw one. */
  score: number;
}

/** Words that say nothing of a skill, left out when comparing an item with a label. */
const STOP_WORDS = new Set('de des du la le les et en d l a au aux of and the in for to with sur par pour'.split(' '));

/** [test on the folded item or the folded list label it came under, type]: how a raw item is typed, first match wins. */
const RAW_TYPE_TABLE: Array<[(item: string, label: string) => boolean, SkillType]> = [
  [(_, label) => /\b(?:outils?|logiciels?|tools?|software|informatique|it|progiciels?|applications?|langages?|bibliotheques?|frameworks?)\b/.test(label), 'Software skill'],
  [(item) => /\b(?:sap|sage|cegid|wms|erp|crm|excel|word|office|aws|azure|gcp|web|sql)\b|\d/.test(item), 'Software skill'],
  [(item) => /\b(?:communication|leadership|coaching|autonomie|rigueur|adaptabilite|teamwork|travail en equipe|esprit d'equipe|organisation|empathie|ecoute|creativite|negociation|problem solving|curiosite|time management)\b/.test(item), 'Soft skill'],
  [() => true, 'Hard skill'],
];

/**
 * Maps one trimmed skill string. `listLabel` is the heading it was listed under in a resume
 * ("Outils" types "SAP" as software when it stays raw); `lang` picks the label's language.
 */
export function normalizeSkill(item: string, skills: SkillCatalog, lang: 'fr' | 'en', policy: SkillMatchPolicy, listLabel = ''): NormalizedSkill {
  const found = skills.lookup(item);
  if (found !== null && found.score >= policy.minScore && (policy.acceptLanguages || found.skill.kind !== 'language') && isSameSkill(item, found, policy)) {
    const s = found.skill;
    const title = policy.asWritten ? labelAsWritten(item, s, skills.label(s, lang)) : skills.label(s, lang);
    if (title !== null) return {
      skill_title: title,
      skill_type: s.type,
      status: 'normalized',
      domain: (lang === 'fr' ? s.domain_fr ?? s.domain_en : s.domain_en ?? s.domain_fr) ?? null,
      subcategory: (lang === 'fr' ? s.subcategory_fr ?? s.subcategory_en : s.subcategory_en ?? s.subcategory_fr) ?? null,
      score: found.score,
    };
  }
  return { skill_title: item, skill_type: rawSkillType(item, listLabel), status: 'raw', domain: null, subcategory: null, score: 0 };
}

/** The label holding the item's words as written, the resume's language first; null when the
 * label holds them only as another form beside words of its own. */
function labelAsWritten(item: string, skill: Skill, preferred: string): string | null {
  const itemWords = exactWords(item);
  const labels = [preferred, skill.label_fr, skill.label_en].filter((l): l is string => l !== null);
  for (const label of labels) {
    const labelWords = exactWords(label);
    if (itemWords.every((w) => labelWords.includes(w))) return label;
  }
  // The same words but for a plural ("Gestion de projets"): the label reads as the item.
  const stems = words(item);
  for (const label of labels) {
    const labelStems = words(label);
    if (labelStems.length === stems.length && stems.every((w) => labelStems.includes(w))) return label;
  }
  // An acronym ("SEO") spelt out by the label is not what the resume wrote either.
  return null;
}

function exactWords(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** The type of an item the catalog does not know. */
export function rawSkillType(item: string, listLabel = ''): SkillType {
  const folded = fold(item);
  return RAW_TYPE_TABLE.find(([test]) => test(folded, fold(listLabel)))![1];
}

function isSameSkill(item: string, found: { skill: Skill; score: number }, policy: SkillMatchPolicy): boolean {
  if (policy.trustAliases && found.score >= 0.95 && !isFoldedAcronym(item)) return true;
  return sharesWording(item, found.skill, policy.tolerateTypos);
}

/** "IFRS" is not the plural of "IFR": the catalog's plural folding must not make an acronym an alias hit. */
function isFoldedAcronym(item: string): boolean {
  if (!/\p{Lu}{2,}s?$/iu.test(item.trim()) || item.trim() !== item.trim().toUpperCase()) return false;
  const { key, stemKey } = phraseKey(item);
  return key !== stemKey;
}

/** Every content word of the item is in a catalog label ("Excel" → "Microsoft Excel"), or the item is
 * the label's acronym. "team leadership" → "Team management" is another skill, not a spelling. */
function sharesWording(item: string, skill: Skill, tolerateTypos: boolean): boolean {
  const itemWords = words(item);
  const has = (labelWords: string[], w: string) => labelWords.includes(w) || (tolerateTypos && labelWords.some((l) => isTypo(w, l)));
  for (const label of [skill.label_fr, skill.label_en]) {
    if (label === null) continue;
    const labelWords = words(label);
    if (itemWords.length > 0 && itemWords.every((w) => has(labelWords, w))) return true;
    const acronym = item.replace(/[^\p{L}\d]/gu, '').toLowerCase();
    const initials = labelWords.map((w) => w[0]).join('');
    if (/^[\p{Lu}\d]{2,8}$/u.test(item.trim()) && (initials.includes(acronym) || labelWords.includes(acronym))) return true;
  }
  return false;
}

/** Short words are too easily another word: "java" is not "lava". */
function isTypo(word: string, labelWord: string): boolean {
  if (word.length < 5) return false;
  return damerauLevenshtein(word, labelWord, word.length < 8 ? 1 : 2) <= (word.length < 8 ? 1 : 2);
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map((w) => w.replace(/s$/, ''));
}
