/**
 * What each ROME 4.0 occupation mobilises (data/occupation-skills.json.gz, built by
 * scripts/catalogs/occupation-skills.ts): its savoir-faire, savoir-être and savoirs, read once per
 * process on first use, each skill's words stemmed once on first use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultDataDir } from '../../../catalogs/data-dir.js';
import { contentTerms, stem } from '../find/terms.js';

export const OCCUPATION_SKILLS_FILE = 'occupation-skills.json.gz';

export interface OccupationSkill {
  label: string;
  kind: 'savoir-faire' | 'savoir-etre' | 'savoir';
  /** Coeur de métier: what the occupation is about. */
  core: boolean;
  /** Stems of the label's content words. */
  stems: string[];
  /** Their weights: log(skills / skills holding the stem), so that "câblage" outweighs "gestion". */
  weights: number[];
}

export interface OccupationSkills {
  /** The skills of a ROME fiche ("K1304"); empty for an unknown code. */
  skillsOf(romeCode: string): readonly OccupationSkill[];
  /** The weight of a stem (see OccupationSkill.weights); unknown stems weigh the most. */
  weightOf(stem: string): number;
}

interface OccupationSkillsFile {
  format: number;
  skills: string;
  kinds: string;
  fiches: string;
}

const KINDS = { f: 'savoir-faire', e: 'savoir-etre', s: 'savoir' } as const;

/** Words of a skill label that say how, not what ("Réaliser", "Techniques de…"): left out of its stems. */
const GENERIC = new Set(
  ('realiser effectuer assurer mettre oeuvre utiliser appliquer techniques technique methodes methode regles procedures principes ' +
    'caracteristiques outils faire preuve etre activite activites type types differents differentes ensemble')
    .split(' ')
    .map(stem),
);

export function stemsOf(label: string): string[] {
  return [...new Set(contentTerms(label).map(stem))].filter((s) => !GENERIC.has(s));
}

class Table implements OccupationSkills {
  private readonly labels: string[];
  private readonly fiches = new Map<string, string>();
  private readonly read = new Map<string, OccupationSkill[]>();
  private stems: string[][] | null = null;
  private readonly frequency = new Map<string, number>();

  constructor(private readonly raw: OccupationSkillsFile) {
    this.labels = raw.skills.split('\n');
    for (const line of raw.fiches.split('\n')) this.fiches.set(line.slice(0, line.indexOf(' ')), line);
  }

  skillsOf(romeCode: string): readonly OccupationSkill[] {
    let out = this.read.get(romeCode);
    if (out) return out;
    const line = this.fiches.get(romeCode);
    out = [];
    if (line) {
      for (const cell of line.split(' ').slice(1)) {
        const core = cell.startsWith('*');
        const i = Number(core ? cell.slice(1) : cell);
        const stems = this.stemsOf(i);
        out.push({ label: this.labels[i], kind: KINDS[this.raw.kinds[i] as keyof typeof KINDS], core, stems, weights: stems.map((s) => this.weightOf(s)) });
      }
    }
    this.read.set(romeCode, out);
    return out;
  }

  weightOf(stem: string): number {
    this.stemsOf(0);
    return Math.log((this.labels.length + 1) / ((this.frequency.get(stem) ?? 0) + 1));
  }

  /** Stems of every label, counted once on first use (about a quarter of a second). */
  private stemsOf(i: number): string[] {
    if (!this.stems) {
      this.stems = this.labels.map(stemsOf);
      for (const stems of this.stems) for (const s of stems) this.frequency.set(s, (this.frequency.get(s) ?? 0) + 1);
    }
    return this.stems[i];
  }
}

let loaded: OccupationSkills | null = null;

/** Loads data/occupation-skills.json.gz once per process; `dir` defaults to the project's data/ folder. */
export function loadOccupationSkills(dir?: string): OccupationSkills {
  if (loaded && dir === undefined) return loaded;
  const raw = JSON.parse(gunzipSync(readFileSync(join(dir ?? defaultDataDir(), OCCUPATION_SKILLS_FILE))).toString('utf8')) as OccupationSkillsFile;
  if (raw.format !== 1) throw new Error(`occupation skills: unsupported format ${raw.format}`);
  const table = new Table(raw);
  if (dir === undefined) loaded = table;
  return table;
}
