/**
 * Main language of a folded text, French or English, from the frequency of their commonest
 * words in its first 3,000 characters (a resume's language shows in its first lines; an English
 * skill list inside a French resume must not tip it).
 */
const FR_WORDS = /\b(?:et|le|la|les|des|du|une|en|pour|avec|dans|sur|experience|competences|formation|langues)\b/g;
const EN_WORDS = /\b(?:and|the|of|to|with|for|in|experience|skills|education|languages|from)\b/g;

export function guessLanguage(folded: string): 'fr' | 'en' {
  const sample = folded.slice(0, 3000);
  const fr = sample.match(FR_WORDS)?.length ?? 0;
  const en = sample.match(EN_WORDS)?.length ?? 0;
  return fr >= en ? 'fr' : 'en';
}
