/** The training report of the line labeller (markdown, committed beside the weights). */
import { writeFileSync } from 'node:fs';
import { HEADING_KINDS } from '../../../src/parsing/line-labels/line-label.js';
import type { LabelledDocument } from './labelled-document.js';
import { pct, type LabelCounts } from './label-metrics.js';

export interface ReportInput {
  docs: LabelledDocument[];
  labels: string[];
  overall: LabelCounts;
  bySource: Map<string, LabelCounts>;
  headingsModel: Map<string, LabelCounts>;
  headingsRules: Map<string, LabelCounts>;
  /** A line is a heading when the rules or the labeller say so. */
  headingsUnion: Map<string, LabelCounts>;
  /** The rules' headings plus the labeller's of a kind other than 'other'. */
  headingsAdded: Map<string, LabelCounts>;
  timings: Record<string, number>;
}

export function writeReport(file: string, r: ReportInput): void {
  const t = r.timings;
  const sources = [...r.bySource.keys()].sort();
  const out: string[] = [
    '# Line labeller: training report',
    '',
    'Written by `scripts/train-line-labeller.ts` (do not edit by hand). Averaged structured perceptron over',
    `line features, Viterbi decoding; ${t.epochs} epochs, seed ${t.seed}, features seen in at least ${t.minCount} lines.`,
    '',
    `Every figure below is **held out by layout**: the documents' groups (a golden person in all formats, a realistic`,
    `document in all formats, the whole dotin family) are cut into ${t.folds} folds and each fold is labelled by a model`,
    'trained on the other four. Gold labels come from aligning each source\'s truth to the lines',
    '(scripts/lib/line-dataset/): they are noisy where the truth is silent (unlabelled sections, summary lines).',
    '',
    '## Dataset',
    '',
    '| source | documents | groups | lines |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const s of sources) {
    const d = r.docs.filter((x) => x.source === s);
    out.push(`| ${s} | ${d.length} | ${new Set(d.map((x) => x.group)).size} | ${d.reduce((n, x) => n + x.lines.length, 0)} |`);
  }
  out.push('', `Line accuracy (held out): **${pct(r.overall.accuracy())} %**; ${sources.map((s) => `${s} ${pct(r.bySource.get(s)!.accuracy())} %`).join(', ')}.`, '');
  out.push('## Per label (held out)', '', `| label | support | P | R | F1 | ${sources.map((s) => `F1 ${s}`).join(' | ')} |`, `| --- | ---: | ---: | ---: | ---: | ${sources.map(() => '---:').join(' | ')} |`);
  for (const label of r.labels) {
    const row = r.overall.row(label);
    if (row.support === 0 && row.p === 0) continue;
    const per = sources.map((s) => {
      const x = r.bySource.get(s)!.row(label);
      return x.support === 0 ? '–' : pct(x.f1);
    });
    out.push(`| ${label} | ${row.support} | ${pct(row.p)} | ${pct(row.r)} | ${pct(row.f1)} | ${per.join(' | ')} |`);
  }
  out.push('', '## Section headings: the labeller vs today\'s rules (groupLinesIntoSections)', '');
  out.push('Which lines are headings (any kind):', '', '| source | labeller P | labeller R | labeller F1 | rules P | rules R | rules F1 | either P | either R | either F1 | rules + known P | rules + known R | rules + known F1 |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of [...sources, 'all']) {
    const m = r.headingsModel.get(`${s}/any`)!.row('heading');
    const h = r.headingsRules.get(`${s}/any`)!.row('heading');
    const u = r.headingsUnion.get(`${s}/any`)!.row('heading');
    const a = r.headingsAdded.get(`${s}/any`)!.row('heading');
    out.push(`| ${s} | ${pct(m.p)} | ${pct(m.r)} | ${pct(m.f1)} | ${pct(h.p)} | ${pct(h.r)} | ${pct(h.f1)} | ${pct(u.p)} | ${pct(u.r)} | ${pct(u.f1)} | ${pct(a.p)} | ${pct(a.r)} | ${pct(a.f1)} |`);
  }
  out.push('', '"either": a line is a heading when the rules or the labeller say so; "rules + known": the rules\' headings plus the labeller\'s where the rules see none and its kind is not "other".');
  out.push('', 'Headings with their kind (a heading of the wrong kind counts as wrong), all sources:', '', '| kind | support | labeller P | labeller R | rules P | rules R |', '| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const kind of HEADING_KINDS) {
    const m = r.headingsModel.get('all')!.row(`heading:${kind}`);
    const h = r.headingsRules.get('all')!.row(`heading:${kind}`);
    out.push(`| ${kind} | ${m.support} | ${pct(m.p)} | ${pct(m.r)} | ${pct(h.p)} | ${pct(h.r)} |`);
  }
  out.push(
    '',
    'The gold kind of a heading is the kind the headings table gives when it knows the phrase, else the group of',
    'the truth values that follow: the kind columns flatter the rules; the "which lines" table does not (a heading',
    'is found by its position before the truth values).',
    '',
    '## Cost',
    '',
    `- ${t.lineCount} lines; features for all of them: ${Math.round(t.featureMs)} ms.`,
    `- Cross-validation (${t.folds} trainings): ${(t.crossMs / 1000).toFixed(1)} s; final training on everything: ${(t.trainMs / 1000).toFixed(1)} s.`,
    `- Model: ${t.features} features × ${r.labels.length} labels, sparse, ${Math.round(t.modelBytes / 1024)} KB gzipped (data/line-labeller.json.gz).`,
    `- Inference (features + Viterbi): ${t.inferMs.toFixed(2)} ms of CPU per document on average (${Math.round(t.lineCount / r.docs.length)} lines), catalogs loaded.`,
    '',
  );
  writeFileSync(file, out.join('\n'));
}
