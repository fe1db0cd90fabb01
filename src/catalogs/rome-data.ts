/** Decoding of data/rome.json.gz (written by scripts/catalogs/rome.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LabelColumns } from './rome-index.js';

export const ROME_FILE = 'rome.json.gz';

/** Label kinds in the file and their weight (the best score a label can give). */
export const LABEL_WEIGHTS = {
  /** A ROME appellation label. */
  a: 1,
  /** The preferred English or French label of an ESCO occupation mapped to the appellation. */
  b: 0.95,
  /** An alternative ESCO label. */
  c: 0.9,
  /** A bare head word ("Infirmier"): the title says the trade, not the specialty. */
  h: 0.8,
  /** One of our English resume titles that ESCO lacks (data/rome-titles-supplement.csv). */
  s: 0.95,
} as const;

interface RomeFile {
  format: number;
  fiches: [string, string][];
  appellation_code: string;
  appellation_label: string;
  appellation_fiche: number[];
  gender: string;
  label_target: number[];
  label_tokens: string;
  label_weight: string;
}

export interface RomeTables {
  fiches: [string, string][];
  appellationCode: string[];
  appellationLabel: string[];
  appellationFiche: number[];
  gender: Map<string, string>;
  labels: LabelColumns;
}

export function readRomeTables(dir: string): RomeTables {
  const raw = JSON.parse(gunzipSync(readFileSync(join(dir, ROME_FILE))).toString('utf8')) as RomeFile;
  if (raw.format !== 1) throw new Error(`ROME catalog: unsupported format ${raw.format}`);
  const gender = new Map<string, string>();
  for (const line of raw.gender.split('\n')) {
    const sp = line.indexOf(' ');
    gender.set(line.slice(0, sp), line.slice(sp + 1));
  }
  const weight = new Float64Array(raw.label_target.length);
  for (let i = 0; i < weight.length; i++) weight[i] = LABEL_WEIGHTS[raw.label_weight[i] as keyof typeof LABEL_WEIGHTS];
  const labels: LabelColumns = { target: raw.label_target, tokens: raw.label_tokens.split('\n'), weight };
  return {
    fiches: raw.fiches,
    appellationCode: raw.appellation_code.split('\n'),
    appellationLabel: raw.appellation_label.split('\n'),
    appellationFiche: raw.appellation_fiche,
    gender,
    labels,
  };
}
