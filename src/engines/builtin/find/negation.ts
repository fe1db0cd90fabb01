/**
 * Negation scope, one mechanism for everything the engine reads in a resume (skills, licences,
 * certificates, languages, free-text criteria): a mention is negated when a negation cue stands
 * before it in the same clause, within a few words ("sans permis", "pas de connaissance en SQL",
 * "je n'ai pas le permis B", "no experience with Docker", "not yet certified"), or right after it
 * ("Permis B : non", "Permis de conduire : sans permis"). A clause ends at . ; ! ? a parenthesis
 * or a line end, and at "mais" / "but" ("Pas de Java, mais Python" leaves Python alone).
 * Works on folded text (fold(): lower case, no accents).
 */

const CUE =
  "sans|pas(?:\\s+(?:de|d'|du|des|le|la|les|l'|en|encore|un|une|d'experience))?|aucune?s?|jamais|non\\s+titulaire|" +
  "n'ai\\s+pas|n'a\\s+pas|n'avons\\s+pas|ne\\s+(?:possede|dispose|maitrise|connais|parle)\\s+pas|" +
  "no|not(?:\\s+yet)?|never|without|none|lacks?|lacking|have\\s+not|has\\s+not|does\\s+not|do\\s+not|don't|doesn't|haven't|hasn't";

/** A cue, then at most 40 characters of the same clause up to the mention. */
const NEGATED_BEFORE = new RegExp(`(?:^|[^\\p{L}'])(?:${CUE})(?![\\p{L}])[^.;!?()\\n]{0,40}$`, 'u');
/** Words whose clause does not carry the negation before them. */
const SCOPE_BREAK = /(?:^|[^\p{L}])(?:mais|but|however|cependant|toutefois|although|bien\s+que|whereas|alors\s+que)(?![\p{L}])/gu;
/** "Pas-de-Calais" is a place. */
const NOT_A_CUE = /pas[\s-]de[\s-]calais/u;

/**
 * The answer right after a mention, on its line: "Permis B : non", "Permis de conduire : sans
 * permis". A negative word that heads another statement ("Clean MVR: no accidents") is not one.
 */
const NEGATED_AFTER = /^[ \t]*(?:[:(–-][ \t]*)?(?:(?:non|no|none|aucun|aucune|neant|n\/a)(?=[ \t]*(?:[.,;)\n\r]|$))|(?:sans|pas[ \t]+de|aucune?|no|without)[ \t]+(?:permis|licen[cs]e|certificat|certification|experience|connaissance|notion))/u;

/** A credential once held and no longer valid: "Permis B suspendu", "CACES 3 expiré", "licence revoked". */
const LAPSED_AFTER = /^[^\n.;]{0,40}?(?:^|[^\p{L}])(?:suspendu|suspendue|retire|retiree|annule|annulee|invalide|invalidee|expire|expiree|perime|perimee|suspended|revoked|expired|disqualified|lapsed|a\s+renouveler|to\s+be\s+renewed|not\s+renewed|non\s+renouvele)(?![\p{L}])/u;

/** Cheap test first: most mentions have none of the cue words near them. */
const ANY_CUE = /sans|pas|aucun|jamais|titulaire|n'|\bne\b|\bno|not|never|without|lack|n't/;
const ANY_AFTER = /non|no|aucun|neant|n\/a|sans|pas|without/;

/** Whether the mention at [start, end) of `folded` is in the scope of a negation. */
export function negatedAt(folded: string, start: number, end: number = start): boolean {
  const before = folded.slice(Math.max(0, start - 60), start);
  if (ANY_CUE.test(before) && negatedBefore(before)) return true;
  const after = folded.slice(end, end + 40);
  return ANY_AFTER.test(after) && NEGATED_AFTER.test(after);
}

/** Whether the text right before a mention (same line or not) ends in a negation's scope. */
function negatedBefore(before: string): boolean {
  const cut = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('('), before.lastIndexOf(')'));
  let clause = cut >= 0 ? before.slice(cut + 1) : before;
  let last = -1;
  for (const m of clause.matchAll(SCOPE_BREAK)) last = m.index + m[0].length;
  if (last >= 0) clause = clause.slice(last);
  if (NOT_A_CUE.test(clause)) clause = clause.replace(NOT_A_CUE, ' ');
  return NEGATED_BEFORE.test(clause);
}

/** Whether what follows a credential says it is no longer valid. */
export function lapsedAfter(folded: string, end: number): boolean {
  return LAPSED_AFTER.test(folded.slice(end, end + 60));
}
