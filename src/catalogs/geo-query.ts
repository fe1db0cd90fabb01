/**
 * Splits what a resume writes for a location into a place name, a postal code and hints:
 * "12 rue des Érables, 69003 Lyon" → Lyon + 69003; "Nantes (44)" → Nantes + hint 44;
 * "Montréal, Canada" → Montréal + hint Canada; "Lyon Cedex 03" → Lyon.
 */

export interface LocationQuery {
  /** The parts that may name the place, in the order written (the first one that resolves wins). */
  names: string[];
  postalCode: string | null;
  /** Everything else: parentheses, later comma-separated parts. */
  hints: string[];
}

/** French postal codes, optionally with the country prefix of international mail ("F-69003"). */
export const POSTAL_CODE = /(?<![\p{L}\p{N}])(?:F-|FR-|FR\s)?((?:0[1-9]|[1-8]\d|9[0-8])\d{3})(?![\p{N}])/u;

/** Separators between the parts of a location: commas, semicolons, spaced dashes, slashes, middle dots. */
const PARTS = /\s*[,;·|]\s*|\s+[-–—]\s+|\s*\/\s*/;

export function parseLocationQuery(text: string): LocationQuery {
  const hints: string[] = [];
  const s = text.replace(/\(([^()]*)\)|\[([^[\]]*)\]/g, (_m, a: string | undefined, b: string | undefined) => {
    hints.push((a ?? b ?? '').trim());
    return ' ';
  });
  let postalCode: string | null = null;
  const parts: string[] = [];
  for (let part of s.split(PARTS)) {
    const pc = POSTAL_CODE.exec(part);
    if (pc && postalCode === null) {
      postalCode = pc[1];
      part = part.slice(0, pc.index) + ' ' + part.slice(pc.index + pc[0].length);
    }
    // "Lyon Cedex 03": the number is a sorting office, not an arrondissement.
    part = part.replace(/\bcedex\b.*$/iu, '').trim();
    if (part !== '') parts.push(part);
  }
  const names: string[] = [];
  for (const p of parts) {
    // A street line ("12 rue des Érables") names no place.
    if (/^\d+\s*(?:bis|ter)?\s+\p{L}/iu.test(p) && /\b(?:rue|avenue|av|bd|boulevard|chemin|allée|impasse|place|route|quai|cours|street|st|road|rd|lane)\b/iu.test(p)) continue;
    names.push(p);
  }
  for (const h of hints.filter((x) => x !== '')) {
    const pc = POSTAL_CODE.exec(h);
    if (pc && postalCode === null && pc[0].trim() === h) postalCode = pc[1];
  }
  return { names, postalCode, hints: hints.filter((h) => h !== '') };
}
