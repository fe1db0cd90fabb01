/**
 * The trained line labeller's weights (data/line-labeller.json.gz, written by
 * scripts/train-line-labeller.ts), loaded once per process (each parsing worker holds its own).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultDataDir } from '../../catalogs/data-dir.js';
import { fromStoredModel, type LinearChainModel, type StoredModel } from './linear-chain-model.js';

export const MODEL_FILE = 'line-labeller.json.gz';

let loaded: LinearChainModel | null = null;

export function lineLabellerModel(dir: string = defaultDataDir()): LinearChainModel {
  loaded ??= fromStoredModel(JSON.parse(gunzipSync(readFileSync(join(dir, MODEL_FILE))).toString('utf8')) as StoredModel);
  return loaded;
}
