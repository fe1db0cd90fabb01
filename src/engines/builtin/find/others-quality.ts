/**
 * A quality the resume gives to the people the candidate cared for, not to the candidate:
 * "résidents en perte d'autonomie", "maintien de l'autonomie des personnes âgées", "helping
 * service users regain their independence" (care work, where the word is everywhere). Folded text.
 */
const AUTONOMY = /^(?:autonomie|autonomy|independence|independance)$/u;
const OF_OTHERS_BEFORE = /(?:(?:perte|manque|maintien|preservation|restauration|loss|lack)\s+(?:d'|de\s+l'|of\s+)\s*|(?:favoriser|preserver|maintenir|stimuler|developper|restaurer|retrouver|accompagner|promote|promoting|maintain|maintaining|restore|restoring|regain|regaining|support|supporting)\s+(?:l'|leur\s+|their\s+|the\s+)?)$/u;
const OF_OTHERS_AFTER = /^\s+(?:des|du|de\s+la|de\s+leurs?|of\s+(?:the\s+|their\s+)?)\s*(?:personnes?|patients?|residents?|beneficiaires?|usagers?|enfants?|eleves?|clients?|people|service\s+users|seniors?)(?![\p{L}])/u;

/** "Résidents autonomes et semi-autonomes", "personnes non autonomes". */
const AUTONOMOUS = /^(?:semi-)?(?:autonomes?|independent)$/u;
const DEGREE = '(?:non\\s+|semi-|peu\\s+|tres\\s+|plus\\s+|moins\\s+|less\\s+|more\\s+)?';
const PEOPLE_BEFORE = new RegExp(`(?:personnes?|patients?|residents?|beneficiaires?|usagers?|enfants?|eleves?|clients?|seniors?|people|service\\s+users)\\s+(?:${DEGREE}autonomes?\\s*(?:et|ou|,|/)\\s*)?${DEGREE}$`, 'u');

/** Whether the folded words at [start, end) are a person's autonomy that the text gives to others. */
export function othersQuality(folded: string, start: number, end: number): boolean {
  const words = folded.slice(start, end);
  const before = folded.slice(Math.max(0, start - 40), start);
  if (AUTONOMOUS.test(words)) return PEOPLE_BEFORE.test(before);
  return AUTONOMY.test(words) && (OF_OTHERS_BEFORE.test(before) || OF_OTHERS_AFTER.test(folded.slice(end, end + 40)));
}
