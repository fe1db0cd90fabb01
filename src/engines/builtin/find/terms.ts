/** Content words of a short phrase, and whether a text covers them (a loose, stem-based match). */
import { fold } from '../../../text/fold.js';

const STOPWORDS = new Set(
  (
    'le la les l un une des du de d au aux a en et ou dans sur pour par avec sans sous chez vers ce cette ces son sa ses leur leurs votre vos notre nos ' +
    'est sont etre avoir tres plus bonne bon bonnes bons excellente excellent solide solides forte fort capacite capacites aptitude aptitudes ' +
    'maitrise maitriser connaissance connaissances competence competences experience experiences niveau minimum moins ans an annees annee ' +
    'the of and or in on at to for with without a an is are be as by from into your our their its this that these those ability skills skill ' +
    'knowledge experience years year level strong good excellent proven solid working work'
  ).split(' '),
);

export function contentTerms(text: string): string[] {
  return [...new Set(fold(text).split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w)))];
}

/** Suffixes stripped by the light stemmer, longest first (French and English). */
const SUFFIXES = ['ements', 'ement', 'ations', 'ation', 'euses', 'euse', 'eurs', 'eur', 'ments', 'ment', 'tions', 'tion', 'iques', 'ique', 'ings', 'ing', 'ers', 'er', 'es', 'e', 's'];

/** A light stem: "developpement", "developpeuse", "development", "developer" share a prefix. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, word.length - suffix.length);
  }
  return word;
}

/** Share of `terms` found in `folded` (as word prefixes by stem). */
export function coverage(terms: string[], folded: string): number {
  if (terms.length === 0) return 0;
  let hit = 0;
  for (const t of terms) {
    const s = stem(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?:^|[^\\p{L}\\p{N}])${s}`, 'u').test(folded)) hit++;
  }
  return hit / terms.length;
}

/** Whether a folded phrase occurs in folded text as whole words. */
export function containsPhrase(folded: string, phrase: string): number {
  if (phrase.length === 0) return -1;
  const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])(${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=$|[^\\p{L}\\p{N}])`, 'u');
  const m = re.exec(folded);
  return m ? m.index + m[0].length - m[1].length : -1;
}
