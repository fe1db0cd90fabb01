import { fold } from '../../../text/fold.js';

/**
 * Fields of study and work domains written differently in French and English resumes and offers.
 * Each row is one field; any of its words stands for the others. Folded (fold()) forms.
 */
export const FIELD_SYNONYMS: string[][] = [
  ['informatique', 'computer science', 'computing', 'software engineering', 'genie logiciel', 'systemes d\'information', 'information technology', 'information systems', 'developpement logiciel', 'software development', 'miage', 'numerique'],
  ['gestion', 'management', 'business', 'administration des entreprises', 'business administration', 'commerce'],
  ['comptabilite', 'accounting', 'comptable', 'finance', 'controle de gestion', 'audit', 'dcg', 'dscg', 'cca'],
  ['genie civil', 'civil engineering', 'btp', 'construction', 'batiment'],
  ['mecanique', 'mechanical', 'mechanical engineering', 'genie mecanique'],
  ['electrique', 'electrical', 'electrotechnique', 'electrical engineering', 'electronique', 'electronics', 'electriques', 'ouvrages electriques', 'electricien', 'electricienne', 'electricite', 'electrician', 'electrical installation', 'installations electriques', 'metiers de l\'electricite', 'melec', 'electrical installer'],
  ['cuisine', 'cuisinier', 'cuisiniere', 'cookery', 'culinary arts', 'professional cookery', 'production culinaire', 'arts culinaires'],
  ['coiffure', 'coiffeur', 'coiffeuse', 'hairdressing', 'hairdresser'],
  ['plomberie', 'plombier', 'plumbing', 'plumber', 'installateur sanitaire', 'genie climatique', 'installateur thermique'],
  ['boulangerie', 'boulanger', 'patisserie', 'patissier', 'bakery', 'baker', 'pastry'],
  ['marketing', 'communication', 'mercatique'],
  ['ressources humaines', 'human resources', 'rh', 'hr', 'grh', 'human resource management'],
  ['droit', 'law', 'juridique', 'legal'],
  ['soins infirmiers', 'nursing', 'infirmier', 'infirmiere', 'ifsi', 'registered nurse', 'rn'],
  ['sante', 'health', 'healthcare', 'medical', 'medecine', 'etablissement de sante', 'hopital', 'hospital', 'clinique', 'clinic', 'chu', 'centre hospitalier', 'ehpad', 'polyclinique'],
  ['logistique', 'logistics', 'supply chain', 'transport'],
  ['mathematiques', 'mathematics', 'maths', 'math', 'mathematiques appliquees', 'applied mathematics'],
  ['statistiques', 'statistics', 'data science', 'science des donnees', 'econometrie'],
  ['economie', 'economics'],
  ['analyse de donnees', 'data analysis', 'data analyst', 'analyste de donnees', 'data analytics', 'analyste data', 'business intelligence', 'analyse des donnees'],
  ['conduite de travaux', 'conducteur de travaux', 'site manager', 'construction manager', 'chef de chantier', 'chef de projet btp', 'site supervision'],
  ['education', 'enseignement', 'teaching', 'sciences de l\'education', 'pedagogy'],
  ['vente', 'sales', 'commercial', 'negociation', 'business development'],
  ['chimie', 'chemistry'],
  ['biologie', 'biology', 'biotechnologie', 'biotechnology'],
  ['physique', 'physics'],
  ['design', 'ux', 'ui', 'graphisme', 'graphic design', 'design graphique', 'interaction design'],
  ['gestion de projet', 'project management', 'chef de projet', 'project manager', 'pilotage de projet'],
  ['developpement web', 'web development', 'developpeur web', 'web developer', 'developpement', 'development', 'developpeur', 'developer'],
  ['relation client', 'customer service', 'service client', 'customer support', 'support client', 'customer success'],
];

const BY_WORD = new Map<string, number>();
FIELD_SYNONYMS.forEach((row, i) => row.forEach((w) => BY_WORD.set(w, i)));

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern for every field word, longest first; the group that matched names the row. */
const FIELD_RE = new RegExp(
  `(?:^|[^\\p{L}])(${[...BY_WORD.keys()].sort((a, b) => b.length - a.length).map(escape).join('|')})(?=$|[^\\p{L}])`,
  'gu',
);

/** Folded phrases that mean the same field as `phrase` (including itself). */
export function fieldVariants(folded: string): string[] {
  const out = new Set<string>([folded]);
  for (const m of folded.matchAll(FIELD_RE)) {
    const row = BY_WORD.get(m[1]);
    if (row !== undefined) for (const v of FIELD_SYNONYMS[row]) out.add(v);
  }
  return [...out];
}

const ALL_PHRASES = [...BY_WORD.keys()].sort((a, b) => b.length - a.length);

/** The known field a folded text starts with ("genie civil …" → "genie civil"), or null. */
export function leadingField(folded: string): string | null {
  for (const phrase of ALL_PHRASES) {
    if (phrase.length >= 3 && folded.startsWith(phrase) && !/^[\p{L}\p{N}]/u.test(folded.slice(phrase.length))) return phrase;
  }
  return null;
}

/** The known field a folded text ends with ("… computer science" → "computer science"), or null. */
export function trailingField(folded: string): string | null {
  for (const phrase of ALL_PHRASES) {
    if (phrase.length >= 3 && folded.endsWith(phrase) && !/[\p{L}\p{N}]$/u.test(folded.slice(0, folded.length - phrase.length))) return phrase;
  }
  return null;
}

/**
 * The English entries of the table in French, for labels: a phrase of the same row where French
 * has one ("software development" → "développement logiciel"), else the row's French name.
 */
const ENGLISH: Record<string, string> = {
  'computer science': 'informatique', computing: 'informatique', 'software engineering': 'génie logiciel', 'information technology': 'informatique',
  'information systems': "systèmes d'information", 'software development': 'développement logiciel', business: 'gestion',
  'business administration': 'administration des entreprises', accounting: 'comptabilité', 'civil engineering': 'génie civil',
  mechanical: 'génie mécanique', 'mechanical engineering': 'génie mécanique', electrical: 'génie électrique', 'electrical engineering': 'génie électrique',
  electronics: 'électronique', 'human resources': 'ressources humaines', 'human resource management': 'gestion des ressources humaines', law: 'droit',
  legal: 'droit', nursing: 'soins infirmiers', logistics: 'logistique', 'supply chain': 'chaîne logistique', mathematics: 'mathématiques',
  maths: 'mathématiques', math: 'mathématiques', 'applied mathematics': 'mathématiques appliquées', statistics: 'statistiques', economics: 'économie',
  'data analysis': 'analyse de données', 'data analytics': 'analyse de données', education: 'éducation', teaching: 'enseignement', sales: 'vente',
  chemistry: 'chimie', biology: 'biologie', biotechnology: 'biotechnologie', physics: 'physique', 'graphic design': 'design graphique',
  'project management': 'gestion de projet', 'web development': 'développement web', 'customer service': 'service client', 'customer support': 'support client',
};

/**
 * "Computer Science" → "informatique", "data analysis" → "analyse de données": an English field
 * or domain that is a whole entry of the table, in French; null when it is not one.
 */
export function frenchField(phrase: string): string | null {
  return ENGLISH[fold(phrase).replace(/\s+/g, ' ').trim()] ?? null;
}
