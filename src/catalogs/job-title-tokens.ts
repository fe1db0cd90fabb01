/**
 * Job titles as bags of comparable words, for the ROME occupation index (built by
 * scripts/catalogs/rome.ts, searched by rome-index.ts). Both sides go through the same steps, so that
 * "Cheffe de projet logistique", "CHEF DE PROJET LOGISTIQUE (H/F)" and the ROME label
 * "Chef / Cheffe de projet logistique" meet: inclusive and bracketed feminine endings dropped,
 * accents and case folded, function words dropped, feminine forms mapped to the masculine ones that
 * ROME pairs them with ("développeuse" → "developpeur", "cheffe" → "chef"), plural "s" dropped.
 */
import { fold } from '../text/fold.js';

/** Function words (French and English): they carry no occupation. */
const STOP_WORDS = new Set(
  'a à au aux d de des du en et l la le les par pour sur chez dans avec ou un une the of and for in at to an with on or by as'.split(' '),
);

/** Seniority, contract and gender words say nothing of the occupation ("Lead développeuse", "Data
 * analyst senior", "Comptable (H/F) en CDI", ESCO's "graduate data analyst"). Dropped from titles and
 * ESCO labels; ROME labels keep them, so that "Comptable principal" stays apart from "Comptable". */
const NOISE = new Set(
  'senior junior sr jr lead principal graduate trainee intern internship confirme confirmee experimente experimentee debutant debutante stagiaire stage alternance alternant alternante apprenti apprentie freelance independant independante cdi cdd interim h f hf fh m x'.split(' '),
);

/** "Développeur(se)", "Chef(fe)", "Infirmier(ère)", "développeur·euse", "salarié.e", "H/F". */
const FEMININE_MARKS = /(?<=\p{L})(?:\((?:e|ne|le|se|euse|rice|trice|ère|ière|fe|ve|ive|sse|esse)\)|[·.](?:e|ne|le|se|euse|rice|trice|ère|ière|fe|ve|ive)\b)|\(?\b[HFM]\s*\/\s*[HFM]\b\)?/gu;

export function stripFeminineMarks(title: string): string {
  return title.replace(FEMININE_MARKS, ' ');
}

/** Abbreviations of titles that ROME spells out (ours). */
const ABBREVIATIONS = new Map<string, string[]>([
  ['rh', ['ressources', 'humaines']],
  ['drh', ['directeur', 'ressources', 'humaines']],
  ['rrh', ['responsable', 'ressources', 'humaines']],
  ['daf', ['directeur', 'administratif', 'financier']],
  ['dsi', ['directeur', 'systemes', 'information']],
  ['rssi', ['responsable', 'securite', 'systemes', 'information']],
  ['adv', ['administration', 'ventes']],
  ['cdp', ['chef', 'projet']],
  // Care, education and social work: resumes write the acronym, ROME the words.
  ['ide', ['infirmier', 'soins', 'generaux']],
  ['ibode', ['infirmier', 'bloc', 'operatoire']],
  ['iade', ['infirmier', 'anesthesiste']],
  ['ash', ['agent', 'service', 'hospitalier']],
  ['amp', ['aide', 'medico', 'psychologique']],
  ['aes', ['accompagnant', 'educatif', 'social']],
  ['avs', ['auxiliaire', 'vie', 'scolaire']],
  ['aesh', ['accompagnant', 'eleves', 'situation', 'handicap']],
  ['atsem', ['agent', 'territorial', 'specialise', 'ecoles', 'maternelles']],
  ['cip', ['conseiller', 'insertion', 'professionnelle']],
  ['asv', ['auxiliaire', 'specialise', 'veterinaire']],
  ['hse', ['hygiene', 'securite', 'environnement']],
  ['qhse', ['qualite', 'hygiene', 'securite', 'environnement']],
  ['rn', ['registered', 'nurse']],
  ['hca', ['healthcare', 'assistant']],
  ['hr', ['human', 'resources']],
  ['qs', ['quantity', 'surveyor']],
]);

/** Folded words of a title, function words and punctuation left out, abbreviations spelled out, in order, with repeats. */
export function titleWords(title: string): string[] {
  let folded = fold(stripFeminineMarks(title));
  if (/[œæ]/.test(folded)) folded = folded.replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  const out: string[] = [];
  for (const w of folded.split(/[^a-z0-9+#]+/)) {
    if (w === '' || STOP_WORDS.has(w)) continue;
    const long = ABBREVIATIONS.get(w);
    if (long === undefined) out.push(w);
    else out.push(...long);
  }
  return out;
}

/** Plural "s" dropped on both sides ("analysts", "systèmes"); "ss" words ("process") kept. */
export function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Endings of feminine forms and their masculine endings, tried when ROME's own pairs do not know the word. */
const FEMININE_ENDINGS: [string, string][] = [
  ['euse', 'eur'],
  ['trice', 'teur'],
  ['rice', 'eur'],
  ['iere', 'ier'],
  ['ere', 'er'],
  ['ienne', 'ien'],
  ['enne', 'en'],
  ['onne', 'on'],
  ['ive', 'if'],
  ['elle', 'el'],
  ['ette', 'et'],
  ['ffe', 'f'],
  ['e', ''],
];

export interface TitleVocabulary {
  /** Feminine → masculine word pairs read from the ROME labels ("developpeuse" → "developpeur"), both singular. */
  gender: ReadonlyMap<string, string>;
  /** Words of the index: a guessed masculine form is only used when the index knows it. */
  has(word: string): boolean;
}

/** One word in its index form: singular, masculine. */
export function normalizeWord(word: string, v: TitleVocabulary | null): string {
  const w = singular(word);
  if (v === null) return w;
  const paired = v.gender.get(w);
  if (paired !== undefined) return paired;
  if (v.has(w)) return w;
  for (const [fem, masc] of FEMININE_ENDINGS) {
    if (w.length > fem.length + 2 && w.endsWith(fem)) {
      const guess = w.slice(0, -fem.length) + masc;
      if (v.has(guess)) return guess;
    }
  }
  // "fullstack", "backend": two words of the index written as one.
  for (let i = 3; i <= w.length - 3; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (v.has(a) && v.has(b)) return a + ' ' + b;
  }
  return w;
}

/** The distinct index words of a title. `dropNoise` also drops seniority and contract words (NOISE). */
export function titleTokens(title: string, v: TitleVocabulary | null, dropNoise = false): string[] {
  const out: string[] = [];
  for (const word of titleWords(title)) {
    if (dropNoise && NOISE.has(word)) continue;
    for (const t of normalizeWord(word, v).split(' ')) if (!out.includes(t)) out.push(t);
  }
  return out;
}
