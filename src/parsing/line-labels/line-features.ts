/**
 * The feature lists of every line of a document, for the learned line labeller: the line's own
 * text, catalog and layout features, and a few features of the lines above and below (a heading
 * is followed by an entry; a date line sits beside a title), so that each decision sees its
 * neighbourhood without a second pass.
 */
import type { ParsingCatalogs } from '../parsing-catalogs.js';
import type { ResumeDocument } from '../resume-document.js';
import { lineCatalogFeatures } from './line-catalog-features.js';
import { lineLayoutFeatures } from './line-layout-features.js';
import { lineTextFeatures } from './line-text-features.js';

/** Features copied from a neighbour (by prefix): shape and rules, not its words. */
const NEIGHBOUR = /^(?:nw|caps|end|range|year|month|email|phone|url|rh|rsec|fs|bold|gap|x:|short|org|geo|diploma|job|fn|skills|langs|bullet|tab|kv|present|postcode|cefr|level|dash)/;

export function lineFeatures(doc: ResumeDocument, catalogs: ParsingCatalogs): string[][] {
  const layout = lineLayoutFeatures(doc);
  const own = doc.lines.map((line, i) => [...lineTextFeatures(line), ...lineCatalogFeatures(line, catalogs, doc.language), ...layout[i]!]);
  const shared = own.map((f) => f.filter((x) => NEIGHBOUR.test(x)));
  return own.map((f, i) => {
    const out = [...f];
    for (const [offset, prefix] of [[-1, 'p:'], [1, 'n:'], [-2, 'pp:'], [2, 'nn:']] as const) {
      const other = shared[i + offset];
      if (!other) out.push(`${prefix}none`);
      else if (Math.abs(offset) === 1) for (const x of other) out.push(prefix + x);
      else for (const x of other) if (/^(?:range|rh|email|phone|bullet)/.test(x)) out.push(prefix + x);
    }
    return out;
  });
}
