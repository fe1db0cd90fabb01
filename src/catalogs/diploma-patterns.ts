/**
 * Where diplomas are written, as a table of patterns (ours). Each pattern runs on the fold()ed
 * text (lower case, no accents, same offsets) unless `cased`, which runs on the original text for
 * acronyms that are ordinary words in lower case (BUT, CAP, M2, A level). `key` refers to
 * data/diplomas.json; `eqf` computes the level from the match when it is written in the text
 * (Bac+5, titre RNCP niveau 6).
 *
 * Ambiguous words need degree context: "licence" also means a driving or software licence,
 * "master" a verb or a Scrum role, "bac" a tray, "maîtrise" mastery (never read alone).
 */

export interface DiplomaPattern {
  key: string;
  re: RegExp;
  cased?: boolean;
  /** The mention is the first capture group that matched, when the pattern needs context around it. */
  group?: boolean;
  eqf?: (m: RegExpExecArray) => number | null;
  label?: (m: RegExpExecArray) => string;
}

/** Words after "licence de/en/d'" that make it a licence that is not a degree. */
const NOT_A_DEGREE =
  'conduire|conduite|logiciels?|exploitation|debits?|transport|transports|peche|chasse|taxi|restaurant|boissons|' +
  'sportive|club|utilisation|utilisateurs?|microsoft|windows|office|marque|brevet|produits?|vente|iv|4|type';

/** Study fields that may follow "Licence"/"Master" directly ("Licence Informatique", "Master MIAGE"). */
export const FIELDS =
  'informatique|mathematiques|maths?|physique|chimie|biologie|economie|gestion|droit|histoire|lettres|langues|lea|llcer|' +
  'aes|miage|psychologie|sociologie|staps|sciences?|commerce|marketing|management|geographie|philosophie|' +
  'communication|finance|comptabilite|ingenierie|genie|mecanique|electronique|electrotechnique|statistiques?|' +
  'data\\s+science|administration|ressources|rh|logistique|sante|education|meef|anglais|espagnol|allemand|arts?|design|' +
  'architecture|urbanisme|environnement|biotechnologies?|chimie|banque|assurance|audit|controle|international|' +
  'entrepreneuriat|numerique|reseaux|telecommunications|cybersecurite|intelligence|psycho|eco|info';

const BAC_PLUS_EQF: Record<number, number> = { 0: 4, 1: 4, 2: 5, 3: 6, 4: 6, 5: 7, 6: 7, 7: 7, 8: 8, 9: 8, 10: 8 };

/** A school or a year later on the same line (original case): "– Texas A&M University, 2015". */
const SCHOOL_OR_YEAR = String.raw`[^\n]{0,80}?(?:[Uu]niversit|UNIVERSIT|[Cc]oll[eè]ge|COLLEGE|[Ss]chool|SCHOOL|[Ii]nstitut|[Aa]cademy|[Pp]olytechnic|[EÉeé]cole|\b(?:19|20)\d{2}\b)`;

/**
 * Degree context after a short English abbreviation that is also an ordinary word or acronym (BS, MS,
 * BA, JD, MSN…), on the original text: "BS in Computer Science", "MS of…", "BA (Hons)", "B.S. – Texas
 * A&M University, 2015", "JD, Harvard Law School". Not "MS Office", "BS EN 1090", "JD attached".
 */
const EN_DEGREE_CONTEXT = String.raw`(?=\s*(?:\((?:[Hh]ons|[Hh]onou?rs)\b|[Ii]n\s+\w|[Oo]f\s+[A-Z]|[Dd]egree\b|[-–—,:|]\s*${SCHOOL_OR_YEAR}))`;

/** Nursing context for the French DEI ("Diversity, Equity & Inclusion" in English resumes). */
const NURSING_LINE = String.raw`(?:IFSI|[Ii]nfirmi|INFIRMI)`;

export const DIPLOMA_PATTERNS: DiplomaPattern[] = [
  // ----- levels written as such -----
  {
    key: 'bac_plus',
    re: /\bbac\s*\+\s*(\d{1,2})(?:\s*(?:\/|a|ou|-)\s*\+?\s*\d{1,2})?\b/g,
    eqf: (m) => BAC_PLUS_EQF[Number(m[1])] ?? null,
    label: (m) => `Bac+${Number(m[1])}`,
  },
  // "titre professionnel de niveau 5", "titre RNCP niv. 6", "Titre professionnel Préparateur de commandes (niveau 3)"
  {
    key: 'titre_rncp',
    re: /\b(?:titre|diplome|certification)\s+(?:professionnel\s+|rncp\s+|certifie\s+)?(?:de\s+)?niv(?:eau|\.)\s*([3-8])\b/g,
    eqf: (m) => Number(m[1]),
    label: (m) => `Titre de niveau ${m[1]}`,
  },
  {
    key: 'titre_rncp',
    re: /\b(?:titre|diplome|certification)\b[^\n.;:()]{0,60}?\(\s*(?:de\s+)?niv(?:eau|\.)\s*([3-8])\s*\)/g,
    eqf: (m) => Number(m[1]),
    label: (m) => `Titre de niveau ${m[1]}`,
  },
  { key: 'titre_rncp', re: /\brncp\s+(?:de\s+)?niv(?:eau|\.)\s*([3-8])\b/g, eqf: (m) => Number(m[1]), label: (m) => `Titre RNCP de niveau ${m[1]}` },
  { key: 'titre_rncp', re: /\bniveau\s+([3-8])\s*(?:\(\s*)?rncp\b/g, eqf: (m) => Number(m[1]), label: (m) => `Titre RNCP de niveau ${m[1]}` },
  // ----- secondary -----
  { key: 'dnb', re: /\bbrevet\s+des\s+colleges\b/g },
  { key: 'dnb', re: /\bDNB\b/g, cased: true },
  { key: 'cap', re: /\bcertificat\s+d'aptitude\s+professionnelle\b/g },
  { key: 'cap', re: /\b(?:CAPA?|C\.A\.P\.)(?![\w.-]*\d)(?=[\s,;:)/]|$)/g, cased: true },
  { key: 'bep', re: /\bbrevet\s+d'etudes\s+professionnelles\b/g },
  { key: 'bep', re: /\bBEP\b/g, cased: true },
  { key: 'bac_pro', re: /\b(?:bac|baccalaureat)s?\s+pro(?:fessionnel)?\b/g },
  { key: 'bac', re: /\bbaccalaureats?\b/g },
  {
    key: 'bac',
    re: /\bbac\s+(?:s|es|l|stmg|sti2d|st2s|stl|stav|std2a|stg|sti|smc|general|generale|technologique|scientifique|economique|litteraire|international|francais)\b/g,
  },
  // "niveau bac", "titulaire du bac" — not "le bac à sable", "bac de rétention"
  {
    key: 'bac',
    re: /\b(?:niveau|titulaire\s+du|obtention\s+du|diplome\s+du|avec\s+le|apres\s+le|post)\s*-?\s*(bac)\b(?!\s*(?:\+|a\b|de\b|d'|pro\b))/g,
    group: true,
  },
  { key: 'bp', re: /\bbrevet\s+professionnel\b|\bbpjeps\b|\bbp\s+jeps\b/g },
  { key: 'bt', re: /\bbrevet\s+de\s+technicien\b(?!\s+superieur)/g },
  { key: 'daeu', re: /\bdaeu\b/g },
  { key: 'high_school', re: /\bhigh\s+school\s+diploma\b/g },
  // Not the French GED (gestion électronique des documents): "la GED", "solutions de GED (gestion…)".
  {
    key: 'high_school',
    re: /(?<!\b(?:[Ll]a|[Dd]e|[Dd]u|[Uu]ne?|[Dd]es|[Ss]a|[Ll]e|[Ee]n|[Ll]eur|[Vv]otre|[Nn]otre)\s)\bGED\b(?!\s*\((?:[Gg]estion|[Ee]lectronic))/g,
    cased: true,
  },
  { key: 'gcse', re: /\bgcses?\b/g },
  { key: 'a_level', re: /\bA[- ]?[Ll]evels\b|\bA-[Ll]evel\b|\bA Level\b/g, cased: true },
  // Singapore, Malaysia and Commonwealth exams: "GCE 'A' Level", "GCE A-Levels".
  { key: 'a_level', re: /\bGCE\s+['‘’"]?A['‘’"]?[- ]?[Ll]evels?\b/g, cased: true },
  // ----- short-cycle tertiary -----
  { key: 'bts', re: /\bbtsa?\b|\bbrevet\s+de\s+technicien\s+superieur\b/g },
  { key: 'dut', re: /\bdut\b|\bdiplome\s+universitaire\s+de\s+technologie\b/g },
  { key: 'deust', re: /\bdeust\b/g },
  { key: 'deug', re: /\bdeug\b/g },
  { key: 'dma', re: /\bdiplome\s+des\s+metiers\s+d'art\b/g },
  { key: 'adn', re: /\bassociate(?:'s)?\s+(?:degree\s+in|of\s+science\s+in)\s+nursing\b/g },
  // "ADN" is also French for DNA ("l'ADN de l'entreprise"): degree context, or next to BSN / RN.
  {
    key: 'adn',
    re: new RegExp(
      String.raw`(?<!['’])\bA\.?D\.?N\b\.?(?:${EN_DEGREE_CONTEXT}|(?=\s*(?:or|and|\/)\s*(?:BSN|RN)\b)|(?<=\b(?:BSN|RN)\s*(?:or|and|\/)\s*A\.?D\.?N\.?))`,
      'g',
    ),
    cased: true,
  },
  { key: 'associate', re: /\bassociate(?:'s)?\s+(?:degree|of\s+(?:applied\s+)?(?:arts|science))\b/g },
  { key: 'hnd', re: /\bfoundation\s+degree\b/g },
  { key: 'hnd', re: /\bHN[DC]\b/g, cased: true },
  // ----- bachelor level -----
  { key: 'licence_pro', re: /\blicence\s+pro(?:fessionnelle)?\b|\blp\s+(?=[a-z])/g },
  {
    key: 'licence',
    re: new RegExp(
      `\\blicence\\s+(?:generale|universitaire|lmd|3|iii|mention|d'etat|(?:en|de|d'|des|es)\\s*(?!(?:${NOT_A_DEGREE})\\b)[a-z]{2,}|(?:${FIELDS})\\b)`,
      'g',
    ),
  },
  { key: 'licence', re: /\bL3\b/g, cased: true },
  { key: 'but', re: /\bbachelor\s+universitaire\s+de\s+technologie\b|\bb\.u\.t\.?/g },
  // "BUT" is "but" in English: upper case and followed by a speciality or preceded by a degree word.
  {
    key: 'but',
    re: /(?:\b(?:un|d'un|en|du|le|diplome|diplomee|titulaire|obtention)\s+)(BUT)\b|\b(BUT)(?=\s+(?:[A-Z]{2,5}\b|[Ii]nformatique|[Gg]enie|[Mm]esures|[Tt]echniques|[Cc]arri[eè]res|[Gg]estion|[Rr][ée]seaux|[Mm][ée]tiers|[Ss]cience|[Ii]nfo\b))/g,
    cased: true,
    group: true,
  },
  { key: 'dnmade', re: /\bdn\s?made\b/g },
  { key: 'dcg', re: /\bdcg\b/g },
  // ----- French diplômes d'État (health and social professions) -----
  { key: 'de_iade', re: /\bdiplome\s+d'etat\s+d'infirmiere?s?\s+anesthesiste\b|\biade\b/g },
  { key: 'de_ibode', re: /\bdiplome\s+d'etat\s+d'infirmiere?s?\s+de\s+bloc\s+operatoire\b|\bibode\b/g },
  { key: 'de_infirmier', re: /\bdiplome\s+d'etat\s+(?:d'|de\s+)?infirmier(?:e|\(e\)|\(ere\))?s?\b/g },
  { key: 'de_infirmier', re: /\binfirmier(?:e|\(e\)|\(ere\))?s?\s+diplomee?(?:\(e\))?s?\s+d'etat\b/g },
  { key: 'de_infirmier', re: /\bDE\s+(?:d['’])?[Ii]nfirmi(?:er|ère|ere)\b|\bD\.E\.\s+(?:d['’])?[Ii]nfirmi(?:er|ère|ere)\b/g, cased: true },
  {
    key: 'de_infirmier',
    re: new RegExp(String.raw`\bDEI\b(?:(?=[^\n]{0,60}${NURSING_LINE})|(?<=${NURSING_LINE}[^\n]{0,60}DEI))`, 'g'),
    cased: true,
  },
  // The nursing school with a year on the line stands for its diploma ("2016 — IFSI de Lille").
  {
    key: 'de_infirmier',
    re: /(?<!(?:d'etat|diplome|\bdei\b|\bde\s+(?:d')?infirmi)[^\n]*)\bifsi\b(?:(?=[^\n]*\b(?:19|20)\d{2}\b)|(?<=\b(?:19|20)\d{2}\b[^\n]*ifsi))/g,
  },
  { key: 'de_aide_soignant', re: /\bdiplome\s+d'etat\s+d'aide[-\s]soignante?s?\b|\bdeas\b/g },
  { key: 'de_auxiliaire_puericulture', re: /\bdiplome\s+d'etat\s+d'auxiliaire\s+de\s+puericulture\b|\bdeap\b/g },
  { key: 'de_aes', re: /\bdiplome\s+d'etat\s+d'accompagnante?\s+educati(?:f|ve)\s+et\s+social(?:e)?\b|\bdeaes\b/g },
  { key: 'de_moniteur_educateur', re: /\bdiplome\s+d'etat\s+de\s+moniteur[-\s]educat(?:eur|rice)\b|\bdeme\b/g },
  { key: 'de_educateur_specialise', re: /\bdiplome\s+d'etat\s+d'educat(?:eur|rice)\s+specialisee?\b|\bdees\b/g },
  { key: 'de_eje', re: /\bdiplome\s+d'etat\s+d'educat(?:eur|rice)\s+de\s+jeunes\s+enfants\b|\bdeeje\b/g },
  { key: 'de_assistant_social', re: /\bdiplome\s+d'etat\s+d'assistante?\s+de\s+service\s+social\b|\bdeass\b/g },
  { key: 'de_ergotherapeute', re: /\bdiplome\s+d'etat\s+d'ergotherapeute\b/g },
  { key: 'de_manipulateur_radio', re: /\bdiplome\s+d'etat\s+de\s+manipulat(?:eur|rice)\s+(?:en\s+|d')electroradiologie(?:\s+medicale)?\b/g },
  { key: 'de_kine', re: /\bdiplome\s+d'etat\s+de\s+masseur[-\s]kinesitherapeute\b/g },
  { key: 'de_sage_femme', re: /\bdiplome\s+d'etat\s+de\s+sage[-\s]femme\b/g },
  // ----- English bachelor level -----
  { key: 'bsn', re: /\bbachelor\s+of\s+science\s+in\s+nursing\b|\bb\.s\.n\.|\bbsn\b/g },
  { key: 'bachelor_en', re: /\bb\.\s?eng\b\.?|\bb\.\s?sc\b\.?/g },
  // "BS" and "B.S." (also slang, British Standards) need a degree context.
  { key: 'bachelor_en', re: new RegExp(String.raw`(?:\bB\.\s?S\.|\bBS\b)${EN_DEGREE_CONTEXT}`, 'g'), cased: true },
  { key: 'bachelor_en', re: /\bbachelor(?:'s|s)\b(?:\s+degree\b)?|\bbachelor\s+(?:degree|of\s+(?:science|arts|engineering|business(?:\s+administration)?))\b/g },
  { key: 'bachelor', re: /\bbachelor\b/g },
  { key: 'bachelor_en', re: /\bb\.?\s?sc\b\.?|\bbeng\b|\bbba\b|\bundergraduate\s+degree\b/g },
  // "BA" (also British Airways, "a BA at the bank"): "BA in …", "BA of …", "BA (Hons)", "BA, University of Leeds".
  { key: 'bachelor_en', re: new RegExp(String.raw`\bB\.A\.|\bBA(?:(?=\s*\()|${EN_DEGREE_CONTEXT})`, 'g'), cased: true },
  { key: 'master1', re: /\bmaster\s*(?:1|i|one)\b|\bpremiere\s+annee\s+de\s+master\b/g },
  { key: 'master1', re: /(?<!\d\s?)\bM1\b(?=\s*(?:[A-ZÉ(]|en\b|in\b|[-–,:]\s*[A-ZÉ]|$))/gm, cased: true },
  // ----- master level -----
  { key: 'master', re: /\bmaster\s*(?:2|ii|two)\b/g },
  { key: 'master', re: /(?<!\d\s?)\bM2\b(?=\s*(?:[A-ZÉ(]|en\b|in\b|[-–,:]\s*[A-ZÉ]|$))/gm, cased: true },
  { key: 'mba', re: /\bmaster\s+of\s+business\s+administration\b|\b(?:executive\s+)?e?mba\b/g },
  { key: 'ingenieur', re: /\bmaster\s+of\s+engineering\b|\bm\.?\s?eng\b\.?/g },
  { key: 'msn', re: /\bmaster\s+of\s+science\s+in\s+nursing\b|\bm\.s\.n\./g },
  // "MSN" (also the Microsoft network): a degree context or next to nursing credentials ("MSN, RN").
  {
    key: 'msn',
    re: new RegExp(String.raw`\bMSN\b(?:${EN_DEGREE_CONTEXT}|(?=\s*,?\s*(?:RN|APRN|FNP|NP|CNS|CNL|CNE)\b)|(?<=\b(?:RN|BSN),?\s*MSN))`, 'g'),
    cased: true,
  },
  // "MS" and "M.S." (also Microsoft, multiple sclerosis, "Ms"): a degree context.
  { key: 'master_en', re: new RegExp(String.raw`(?:\bM\.\s?S\.|\bMS\b)${EN_DEGREE_CONTEXT}`, 'g'), cased: true },
  { key: 'pgce', re: /\bpg[cd]e\b|\bpostgraduate\s+(?:certificate|diploma)\s+in\s+education\b/g },
  { key: 'dec', re: /\bdiplome\s+(?:d'|de\s+l')expert(?:ise)?[-\s]comptable\b|\bexperte?[-\s]comptable\s+diplomee?\b/g },
  // "DEC" (also "déc." December): next to "expert-comptable" or after DCG/DSCG on the line.
  { key: 'dec', re: /\bDEC\b(?:(?=[^\n]{0,40}[Ee]xpert)|(?<=\b(?:DSCG|DCG)\b[^\n]{0,40}DEC))/g, cased: true },
  // Swiss vocational qualifications, by their full names ("CFC" alone also closes job titles:
  // "Polymécanicien CFC").
  { key: 'ch_cfc', re: /\bcertificat\s+federal\s+de\s+capacite\b/g },
  { key: 'ch_afp', re: /\battestation\s+federale\s+de\s+formation\s+professionnelle\b/g },
  { key: 'ch_maturite_pro', re: /\bmaturite\s+professionnelle\b/g },
  { key: 'ch_maturite_gym', re: /\bmaturite\s+gymnasiale\b/g },
  { key: 'ch_brevet_federal', re: /\bbrevet\s+federal\b/g },
  { key: 'ch_diplome_federal', re: /\bdiplome\s+federal\b/g },
  { key: 'jd', re: /\bjuris\s+doctor(?:ate)?\b/g },
  // "JD" is also a job description ("JD attached"): a degree context.
  { key: 'jd', re: new RegExp(String.raw`(?:\bJ\.D\.|\bJD\b)${EN_DEGREE_CONTEXT}`, 'g'), cased: true },
  {
    key: 'master',
    re: new RegExp(
      `\\bmaster\\s+(?:degree|in|en|de|d'|des|pro\\b|professionnel|recherche|specialise|mention|(?:${FIELDS})\\b)`,
      'g',
    ),
  },
  { key: 'master_en', re: /\bmaster's(?:\s+degree)?\b|\bmasters\s+(?:degree|in|of)\b|\bmaster\s+of\s+(?:science|arts|research|philosophy|laws)\b|\bpostgraduate\s+degree\b/g },
  {
    key: 'master',
    re: /\b(?:un|d'un|mon|titulaire\s+d'un|diplome\s+d'un|diplomee\s+d'un|obtention\s+d'un|niveau)\s+(master)\b/g,
    group: true,
  },
  { key: 'master_en', re: /\bm\.?\s?sc\b\.?|\bmphil\b|\bmres\b/g },
  // "LLM" alone is a language model as often as a Master of Laws: a degree when dotted ("LL.M.") or
  // followed by its field ("LLM in Commercial Law", "LLM (Master of Laws)", "LLM droit des affaires").
  { key: 'master_en', re: /\bLL\.M\b|\bLLM(?=\s+(?:in|en|of|degree)\b|\s*\(\s*Master|\s+(?:[Ll]aws?|[Dd]roit|[Ll]egal)\b)|\bMA(?=\s*(?:\(|in\b|of\b))/g, cased: true },
  { key: 'mastere_specialise', re: /\bmastere(?:\s+specialise)?\b/g },
  { key: 'ingenieur', re: /\b(?:diplome|titre|cycle)\s+(?:d'|de\s+l')?\s*ingenieurs?\b|\bingenieure?\s+diplomee?\b/g },
  { key: 'ingenieur', re: /\becoles?\s+d'ingenieurs?\b|\bgrande\s+ecole\s+d'ingenieurs?\b/g },
  { key: 'ecole_commerce', re: /\becoles?\s+(?:superieures?\s+)?de\s+commerce\b|\bbusiness\s+school\b|\b(?:programme\s+)?grande\s+ecole\b/g },
  { key: 'ecole_commerce', re: /\bPGE\b/g, cased: true },
  // DEA, DESS; never "DES" (the article in capitals, or the Québec high-school diploma).
  { key: 'dea_dess', re: /\bDEA\b|\bDESS\b/g, cased: true },
  { key: 'dscg', re: /\bdscg\b/g },
  // ----- doctorate -----
  { key: 'doctorat_exercice', re: /\bdocteure?\s+en\s+(?:medecine|pharmacie|chirurgie\s+dentaire)\b|\bdocteure?\s+veterinaire\b/g },
  { key: 'doctorat', re: /\bdoctorats?\b|\bthese\s+de\s+doctorat\b|\bdocteure?\s+(?:en|es|d')\b/g },
  { key: 'doctorate_en', re: /\bph\.?\s?d\b\.?|\bdphil\b|\bdoctorate\b|\bdoctoral\s+degree\b|\bdoctor\s+of\s+philosophy\b/g },
  { key: 'dnp', re: /\bdoctor\s+of\s+nursing\s+practice\b/g },
  {
    key: 'dnp',
    re: new RegExp(String.raw`\bDNP\b(?:${EN_DEGREE_CONTEXT}|(?=\s*,?\s*(?:RN|APRN|FNP|NP|CRNA)\b)|(?<=\b(?:RN|MSN),?\s*DNP))`, 'g'),
    cased: true,
  },
  { key: 'hdr', re: /\bhabilitation\s+a\s+diriger\s+des\s+recherches\b/g },
];

/** Bare words accepted by eqfForDiplomaTerm() (a criterion label, a resume's degree field), not in prose. */
export const BARE_TERMS: Record<string, string> = {
  master: 'master',
  masters: 'master',
  licence: 'licence',
  license: 'licence',
  bachelor: 'bachelor',
  bachelors: 'bachelor',
  doctorat: 'doctorat',
  doctorate: 'doctorat',
  these: 'doctorat',
  phd: 'doctorat',
  bac: 'bac',
  ingenieur: 'ingenieur',
  maitrise: 'maitrise',
  mastere: 'mastere_specialise',
  cap: 'cap',
  bep: 'bep',
  but: 'but',
  associate: 'associate',
  mba: 'mba',
  bts: 'bts',
  dut: 'dut',
  bsn: 'bsn',
  adn: 'adn',
  msn: 'msn',
  dnp: 'dnp',
  pgce: 'pgce',
  dei: 'de_infirmier',
  dcg: 'dcg',
  dscg: 'dscg',
  dec: 'dec',
};
