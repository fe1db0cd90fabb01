/**
 * Letter-spaced headings ("C E R T I F I C A T I O N S", "S U M M A RY") read as words: single
 * letters separated by single spaces are joined. Other text is left as it is.
 */
const SPACED = /(?<=^|\s)(\p{L}) (?=\p{L}{1,2}(?:\s|$))/gu;

export function squeezeLetterSpacing(text: string): string {
  return text.replace(SPACED, '$1');
}
