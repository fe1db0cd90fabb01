/**
 * The learned line labeller (issue 12): one label per resume line — name, headline, contact,
 * address, heading (with its kind), entry title, organisation, dates, place, description, list
 * item, other — from a linear-chain model over each line's features (line-features.ts), decoded
 * with Viterbi. A few milliseconds for a two-page resume; the same lines always get the same
 * labels. Not yet wired into the pipeline's answer (see docs/line-labeller-report.md).
 */
import { parsingCatalogs, type ParsingCatalogs } from '../parsing-catalogs.js';
import type { ResumeDocument } from '../resume-document.js';
import { decode, type LinearChainModel } from './linear-chain-model.js';
import { isLabelName, toLineLabel, type LineLabel } from './line-label.js';
import { lineFeatures } from './line-features.js';
import { lineLabellerModel } from './line-labeller-model.js';

export function labelLines(doc: ResumeDocument, catalogs: ParsingCatalogs = parsingCatalogs(), model: LinearChainModel = lineLabellerModel()): LineLabel[] {
  const path = decode(model, lineFeatures(doc, catalogs));
  return path.map((y, i) => {
    const name = model.labels[y]!;
    return toLineLabel(doc.lines[i]!.index, isLabelName(name) ? name : 'other');
  });
}
