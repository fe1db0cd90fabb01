/**
 * A quality the resume gives to the people the candidate cared for, not to the candidate:
 * "résidents en perte d'autonomie", "maintien de l'autonomie des personnes âgées", "helping
 * service users regain their independence" (care work, where the word is everywhere). Folded text.
 */
const AUTONOMY = /^(?:autonomie|autonomy|independence|independance)$/u;
const OF_OTHERS_BEFORE = /(?:(?:perte|manque|maintien|preservation|restauration|loss|lack)\s+(?:d'|de\s+l'|of\s+)\s*|(?:favoriser|preserver|maintenir|stimuler|developper|restaurer|retrouver|accompagner|promote|promoting|maintain|maintaining|restore|restoring|regain|regaining|support|supporting)\s+(?:l'|leur\s+|their\s+|the\s+)?)$/u;
const OF_OTHERS_AFTER = /^\s+(?:des|du|de\s+la|de\s+leurs?|of\s+(?:the\s+|their\s+)?)\s*(?:personnes?|patients?|residents?|beneficiaires?|usagers?|enfants?|eleves?|clients?|people|service\s+users|seniors?)(?![\p{L}])/u;

/** Whether the folded words at [start, end) are a person's autonomy that the text gives to others. */
export function othersQuality(folded: string, start: number, end: number): boolean {
  return AUTONOMY.test(folded.slice(start, end)) && (OF_OTHERS_BEFORE.test(folded.slice(Math.max(0, start - 40), start)) || OF_OTHERS_AFTER.test(folded.slice(end, end + 40)));
}
