/**
 * Labels and rationales of extracted criteria, in French (spec 1, rule 4): short labels such as
 * "Maîtrise de Python", "Au moins 5 ans d'expérience en gestion de projet", "Anglais courant (C1)",
 * "Permis B"; rationales say why the offer asks for it, quoting it.
 */
import { fold } from '../../../text/fold.js';
import type { EngineCatalogs, Skill } from '../engine-catalogs.js';
import type { Requirement } from '../requirement.js';
import type { Marker } from '../find/weight-wording.js';
import { frenchWordOf, shownTerm } from '../find/translations.js';
import { frenchField } from '../find/field-synonyms.js';
import { CEFR_ADJECTIVE, EQF_SHORT, capitalize, de, duration, list, lowerFirst, que, quote, yearsRange } from './french-words.js';

/** A tool's name as the offer writes it ("Django", "C#", "Power BI"). */
function isToolWord(surface: string): boolean {
  // "Optimiser les performances des systèmes IA": a phrase that holds an acronym is no tool's name.
  if (surface.trim().split(/\s+/).length > 3) return false;
  return /[A-Z0-9+#.]/.test(surface.slice(1)) || /^[A-Z][a-z]*[A-Z]/.test(surface);
}

/** Name of a skill for a French label: the offer's own word for a tool, else the catalog's French label. */
export function skillName(skill: Skill, surface: string | undefined, catalogs: EngineCatalogs): string {
  // "object oriented programming", "Analyse des données": words, not a product's name, read in French when the catalog can.
  // "Excel avancé" names the product the catalog's label names ("Microsoft Excel"): the offer's words stay.
  const trimmed = surface?.trim() ?? '';
  const productWord = /^\p{Lu}[\p{L}\p{N}.+#-]*/u.exec(trimmed)?.[0];
  const named = surface !== undefined && (isToolWord(trimmed) || (skill.type === 'Software skill' && (!/\s/.test(trimmed) || (productWord !== undefined && [skill.label_fr, skill.label_en].some((l) => l?.includes(productWord))))));
  if (surface && (named || (skill.type === 'Software skill' && !skill.label_fr))) return surface.trim();
  const label = catalogs.skills.label(skill, 'fr').replace(/\s*\([^)]*\)\s*$/, '');
  // "Contrôle de gestion" → "contrôle de gestion" inside a phrase; acronyms stay as they are.
  return /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/**
 * A product's name is the same in both languages and capitalised ("Python", "Power BI", "Microsoft
 * Excel"); a field is written in each language's words ("cloud technologies" / "technologies de
 * dématérialisation", "Artificial intelligence" / "Intelligence artificielle").
 */
function isProductName(skill: Skill): boolean {
  const bare = (label: string | null | undefined) => (label ?? '').replace(/\([^)]*\)/g, ' ').trim();
  const en = bare(skill.label_en);
  const fr = bare(skill.label_fr);
  // "Cognos", "Apache", "Système d'exploitation … VMWare": a name; "Veille technologique": words.
  if (en === '') return fr !== '' && (fr.split(/\s+/).every((w) => /^[\p{Lu}\p{N}.]/u.test(w) || /^(?:de|du|des|la|le|et|d'.*)$/u.test(w)) || /\p{Ll}\p{Lu}/u.test(fr));
  if (fold(en) === fold(fr)) return true;
  if (!/^[\p{Lu}\p{N}.]/u.test(en)) return false;
  // "Oracle Database" / "Oracle", "SAP" / "Progiciel de gestion SAP", "React" / "React.js": the name both labels write.
  const frWords = new Set(fr.split(/[^\p{L}\p{N}+#]+/u));
  return en.split(/\s+/).some((w) => /^\p{Lu}/u.test(w) && frWords.has(w));
}

/** "Cloud" → "cloud" inside a phrase; acronyms and names with inner capitals ("IA", "Data Science") stay. */
function commonNoun(name: string): string {
  return /^\p{Lu}[\p{Ll}\s'-]+$/u.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

/** ROME and ESCO write many skills as verbs ("Faire preuve de rigueur"): those are labels already. */
const VERB_PHRASE = /^(?:\p{L}+(?:er|ir|re)|faire|etre|être|savoir)(?:\s|$)/iu;

export function criterionLabel(req: Requirement, catalogs: EngineCatalogs): string {
  switch (req.kind) {
    case 'skill': {
      const names = req.skills.map((s, i) => skillName(s, req.surface[i], catalogs));
      const joined = list(names, 'ou');
      // A tool shown by its name; a name from the catalog's French labels may be a verb phrase ("utiliser la programmation orientée objet").
      const isTool = req.skills.every((s, i) => (s.type === 'Software skill' && names[i] === (req.surface[i] ?? '').trim()) || isToolWord(req.surface[i] ?? ''));
      if (!isTool && (req.skills.every((s) => s.type === 'Soft skill') || (names.length === 1 && VERB_PHRASE.test(joined)))) return capitalize(joined);
      // "Connaissance des systèmes de santé", "Connaissance d'un système de versioning": a name that already says what is asked (no tool's name starts so).
      if (names.length === 1 && !req.expert && /^(?:connaissances?|ma[iî]trise|comp[ée]tences?)\s/iu.test(joined)) return capitalize(joined);
      // A field ("cloud", "IA", "CRM", "comptabilité") takes an article after "de" that a product's name does not:
      // "Compétences en cloud", not "Maîtrise de Cloud".
      if (req.skills.some((s) => !isProductName(s))) {
        const field = list(names.map((n, i) => (isProductName(req.skills[i]) ? n : commonNoun(n))), 'ou');
        return req.level === 'knowledge' ? `Connaissances en ${field}` : req.expert ? `Solides compétences en ${field}` : `Compétences en ${field}`;
      }
      if (req.level === 'knowledge') return `Connaissance ${de(joined)}`;
      if (req.expert) return `Solide maîtrise ${de(joined)}`;
      if (isTool || req.level === 'mastery') return `Maîtrise ${de(joined)}`;
      return `Compétences en ${joined}`;
    }
    case 'experience': {
      const domain = req.domain ? (req.role ? ` en tant ${que(lowerFirst(req.domain))}` : ` en ${experienceDomain(req, catalogs)}`) : '';
      if (req.years === null) return `Expérience${domain}`.trim();
      if (req.yearsMax) return `De ${yearsRange(req.years, req.yearsMax)} d'expérience${domain}`;
      return `Au moins ${duration(req.years)} d'expérience${domain}`;
    }
    case 'diploma': {
      const level = EQF_SHORT[req.eqf] ?? `de niveau ${req.eqf}`;
      // "CAP électricien": a trade's name follows the diploma without "en" ("CAP en cuisine", "Bac+5 en informatique").
      const field = req.field ? (/(?:ien|ienne|ier|iere|ière|eur|euse)$/u.test(req.field.trim()) ? ` ${lowerFirst(req.field.trim())}` : ` en ${fieldInFrench(req.field)}`) : '';
      const names = req.surface.split(' ou ');
      // "Étudiant(e) en Bac+5", "Doctorant(e) en épidémiologie" (not "en de doctorat").
      if (req.student) return req.eqf === 8 ? `Doctorant(e)${field}` : `Étudiant(e) en ${EQF_SHORT[req.eqf] ?? req.surface}${field}`;
      // "Bac+5": the level says it all; "Diplôme d'État d'infirmier": the name does; "BTS ou DUT": both.
      // "Bachelor's degree", "BS": an English name is said by its level ("Diplôme Bac+3 en informatique").
      // "Bac +4/5": the offer's own levels, not the lower one's name ("Bac+3").
      const levels = names.length === 1 ? /^bac\s*\+\s*(\d)\s*[/-]\s*(\d)$/i.exec(names[0].trim()) : null;
      if (levels) return `Diplôme Bac+${levels[1]}/${levels[2]}${field}`;
      if (names.some((n) => /^bac\s*\+?\s*\d?$/i.test(n) || ENGLISH_DIPLOMA.test(n)) || req.surface.length > 60) return `Diplôme ${level}${field}`;
      if (names.length === 1 && /^(?:dipl[oô]me|diploma|degree|titre)\b/i.test(names[0])) return `${capitalize(names[0])}${field}`;
      return `${capitalize(req.surface)}${field} (${level})`;
    }
    case 'language': {
      const name = capitalize(catalogs.languageNameFr(req.code));
      if (!req.level) return `Maîtrise ${articled(catalogs.languageNameFr(req.code))}`;
      return req.level === 'native' ? `${name} langue maternelle` : `${name} ${CEFR_ADJECTIVE[req.level]} (${req.level})`;
    }
    case 'license':
      return `Permis ${req.category}`;
    case 'certification':
      if (/licen[cs]e$/i.test(req.name)) return `Autorisation d'exercer : ${req.name}`;
      return /^(?:caces|habilitation|certification|certificat)/i.test(req.name) ? capitalize(req.name) : `Certification ${req.name}`;
    case 'text':
      if (req.product) return `Maîtrise ${de(req.product)}`;
      if (req.wording) return capitalize(req.wording);
      return capitalize(req.terms.map(shownTerm).join(' '));
  }
}

/** Names of diplomas that only English writes. */
const ENGLISH_DIPLOMA = /\b(?:bachelor'?s?|undergrad(?:uate)?|master'?s\s+degree|degree|diploma|high\s+school|BS|BSc|B\.S\.?|BA|MS|MSc|M\.S\.?|PhD|Ph\.D\.?|GED|associate)\b/i;

/**
 * "Computer Science" → "informatique"; "Comptabilité, Gestion, Droit Public" → "comptabilité,
 * gestion, droit public": a field in French, in lower case unless it is an acronym.
 */
function fieldInFrench(field: string): string {
  const french = frenchField(field);
  if (french) return french;
  return field
    .split(/(\s*(?:,|\bor\b|\band\b|\bou\b|\bet\b)\s*)/u)
    .map((part) => frenchField(part) ?? part)
    .join('')
    .replace(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu, (w) => w.toLowerCase())
    .replace(/\s(?:or|and)\s/g, (w) => (w.trim() === 'or' ? ' ou ' : ' et '));
}

/** English words that make a domain a phrase around its tools ("software applications in Java", "AWS development using EC2"). */
const ENGLISH_PHRASE = /\b(?:using|in|with|for|of|development|implementing|developing|building)\b/iu;

function experienceDomain(req: Extract<Requirement, { kind: 'experience' }>, catalogs: EngineCatalogs): string {
  // "software applications in Java", "AWS development using EC2": an English domain around tools reads as the tools.
  // Tools' names are the same in French; only a sentence of English around them ("using", "in") is left out.
  if (req.domain && req.domainSkills.length > 0 && req.domainSkills.every((s) => s.type === 'Software skill') && ENGLISH_PHRASE.test(req.domain) && !/[éèêàùç]/iu.test(req.domain)) {
    const names = [...new Set(req.domainSkills.map((s) => catalogs.skills.label(s, 'en').replace(/\s*\([^)]*\)\s*$/u, '')))];
    if (names.length <= 3) return list(names, 'et');
  }
  // An English domain that is one catalog skill reads better with its French label.
  if (req.domainSkills.length === 1 && req.domain && req.domain.split(/\s+/).length <= 4) {
    const s = req.domainSkills[0];
    if (s.label_fr && s.type !== 'Software skill' && /[a-z]/.test(req.domain) && !/[éèàùç]/i.test(req.domain) && isEnglish(req.domain)) {
      return s.label_fr.replace(/\s*\([^)]*\)\s*$/, '');
    }
  }
  // "3 years of experience in data analysis": an English field the table knows reads in French.
  const field = req.domain ? frenchField(req.domain) : null;
  if (field) return field;
  // "18 months of experience in sales": one English word the glossary knows reads in French.
  if (req.domain && /^[a-z]+$/i.test(req.domain.trim())) {
    const fr = frenchWordOf(req.domain.trim().toLowerCase());
    if (fr && FRENCH_SPELLING[fr]) return FRENCH_SPELLING[fr];
  }
  return req.domain ?? '';
}

/** Glossary words (folded) as French writes them, for the few a label may show. */
const FRENCH_SPELLING: Record<string, string> = {
  vente: 'vente', comptabilite: 'comptabilité', recrutement: 'recrutement', paie: 'paie', formation: 'formation', gestion: 'gestion',
  maintenance: 'maintenance', installation: 'installation', securite: 'sécurité', qualite: 'qualité', audit: 'audit', transport: 'transport',
  logiciel: 'logiciel', conception: 'conception', programmation: 'programmation', developpement: 'développement', communication: 'communication',
  administration: 'administration', soins: 'soins', hygiene: 'hygiène', cuisine: 'cuisine', budget: 'budget', analyse: 'analyse',
  statistiques: 'statistiques', encadrement: 'encadrement', menage: 'ménage', nettoyage: 'nettoyage', livraison: 'livraison', stock: 'stock',
  inventaire: 'inventaire', conseil: 'conseil', accueil: 'accueil', caisse: 'caisse', migration: 'migration', deploiement: 'déploiement',
};

/** "de l'anglais", "du japonais". */
function articled(language: string): string {
  return /^[aeiouyh]/i.test(language) ? `de l'${language}` : `du ${language}`;
}

function isEnglish(s: string): boolean {
  return /\b(?:management|development|engineering|sales|software|design|marketing|accounting|the|and|of|with|in)\b/i.test(s);
}

const WHY: Record<Marker | 'none', string> = {
  strong: "L'offre le présente comme indispensable",
  hard: "L'offre en fait une exigence minimale",
  weak: "L'offre le mentionne comme un atout",
  none: "L'offre le demande",
};

const WHY_SECTION: Record<string, string> = {
  missions: "L'offre le cite parmi les missions du poste",
  required: "L'offre le range parmi les prérequis",
  bonus: "L'offre le range parmi les atouts",
};

/** Longest passage quoted whole; a longer one is quoted around the requirement. */
const QUOTE_MAX = 160;

export function criterionRationale(marker: Marker | null, section: string, passage: string, at: { start: number; end: number }): string {
  const why = marker ? WHY[marker] : (WHY_SECTION[section] ?? WHY.none);
  return `${why} : ${quote(around(passage, at), QUOTE_MAX)}.`;
}

/** The words of a long passage around a span, cut at word boundaries, with ellipses. */
function around(passage: string, at: { start: number; end: number }): string {
  if (passage.length <= QUOTE_MAX) return passage;
  const room = Math.max(0, QUOTE_MAX - 2 - (at.end - at.start));
  let from = Math.max(0, at.start - Math.floor(room / 3));
  let to = Math.min(passage.length, at.end + (room - (at.start - from)));
  if (from > 0) from = passage.indexOf(' ', from) + 1 || from;
  if (to < passage.length) to = Math.max(at.end, passage.lastIndexOf(' ', to));
  return `${from > 0 ? '…' : ''}${passage.slice(from, to).trim()}${to < passage.length ? '…' : ''}`;
}
