/**
 * Feminine → masculine word pairs read from ROME appellation labels, which write both forms:
 * "Développeur / Développeuse web", "Contrôleur comptable et financier / Contrôleuse comptable et
 * financière", "Garde Forestier / Forestière". The words of the masculine part are aligned with the
 * same number of words of the feminine part (from the start, or from the end when the feminine part
 * is shorter); a pair is kept when the two words differ, share their first three letters and the
 * feminine one ends in e. A label whose aligned words are neither equal nor such pairs names two
 * synonyms ("Responsable développement / Business Developer"): see alternativeLabels().
 */
import { singular, titleWords } from '../../src/catalogs/job-title-tokens.js';

export function genderPairs(labels: readonly string[]): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  const vote = (fem: string, masc: string) => {
    if (!isPair(fem, masc)) return;
    // Singular on both sides, as the index words are.
    const v = votes.get(singular(fem)) ?? new Map<string, number>();
    v.set(singular(masc), (v.get(singular(masc)) ?? 0) + 1);
    votes.set(singular(fem), v);
  };
  for (const label of labels) {
    const parts = label.split(' / ');
    if (parts.length !== 2) continue;
    for (const [f, m] of aligned(titleWords(parts[0]), titleWords(parts[1]))) vote(f, m);
  }
  const masculine = new Set<string>();
  for (const v of votes.values()) for (const m of v.keys()) masculine.add(m);
  const out = new Map<string, string>();
  for (const fem of [...votes.keys()].sort()) {
    // A word that is the masculine of another pair is no feminine form ("commercial" / "commerciale").
    if (masculine.has(fem)) continue;
    const best = [...votes.get(fem)!.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    out.set(fem, best[0]);
  }
  return out;
}

/** The words of the two parts of a "masculine / feminine" label, aligned as described above. */
function aligned(masc: string[], fem: string[]): [string, string][] {
  if (fem.length >= masc.length) return masc.map((m, i) => [fem[i], m]);
  return fem.map((f, i) => [f, masc[masc.length - fem.length + i]]);
}

function isPair(femWord: string, mascWord: string): boolean {
  const fem = singular(femWord);
  const masc = singular(mascWord);
  return fem !== masc && fem.endsWith('e') && fem.slice(0, 3) === masc.slice(0, 3);
}

/** The parts of a label to index separately: both sides of " / " when it separates synonyms
 * ("Responsable développement / Business Developer") rather than the masculine and feminine forms
 * ("Responsable Commercial / Commerciale"); else the label itself. */
export function alternativeLabels(label: string): string[] {
  const parts = label.split(' / ');
  if (parts.length !== 2) return [label];
  const pairs = aligned(titleWords(parts[0]), titleWords(parts[1]));
  const gendered = pairs.length > 0 && pairs.every(([f, m]) => f === m || isPair(f, m));
  return gendered ? [label] : parts;
}
