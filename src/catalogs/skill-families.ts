/**
 * Families of substitutable skills (data/skill-families.csv, ours): the only relation that makes
 * two different skills "related" for matching. A family names its members as resumes write them;
 * each name is resolved to every catalog entry that one of its exact alias keys names (a
 * free-text mention and a lookup of "Java" may land on two entries), never by fuzzy matching. A
 * name the catalog lacks ("coffrage", "night audit") stays a phrase, which the engine looks for
 * in the text. Built on first use (≈ a thousand exact lookups).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FAMILIES_FILE = 'skill-families.csv';

export interface SkillFamily {
  name: string;
  /** French name, quoted in explanations ("bases de données relationnelles"). */
  label: string;
  members: string[];
}

/** Rows of the CSV: `family,label_fr,members`, members `|`-separated; `#` lines are comments. */
export function parseFamilies(csv: string): SkillFamily[] {
  const out: SkillFamily[] = [];
  for (const line of csv.split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('family,label_fr,')) continue;
    const [name, label, members, ...rest] = line.split(',');
    if (!name || !label || !members || rest.length > 0) throw new Error(`${FAMILIES_FILE}: bad row "${line}"`);
    out.push({ name: name.trim(), label: label.trim(), members: members.split('|').map((m) => m.trim()).filter(Boolean) });
  }
  return out;
}

export function readFamilies(dir: string): SkillFamily[] {
  return parseFamilies(readFileSync(join(dir, FAMILIES_FILE), 'utf8'));
}

/**
 * Implications (data/skill-implications.csv, ours): a resume that shows one of `shown` ("ASP.NET",
 * "électricien") makes one of `implied` likely ("Visual Studio", "câblage électrique"), though it
 * does not name it. Directional, unlike a family; it makes an unstated skill `potential` (to be
 * checked), never met.
 */
export const IMPLICATIONS_FILE = 'skill-implications.csv';

export interface SkillImplication {
  name: string;
  /** French name of the relation, quoted in explanations ("métier d'électricien"). */
  label: string;
  shown: string[];
  implied: string[];
}

/**
 * Inclusions (data/skill-inclusions.csv, ours): a resume that shows one of `shown` ("Power BI",
 * "GitHub Actions") has, in fact, `implied` ("Power Query", "GitHub"): the tool holds it, or runs
 * on it. Directional like an implication, but certain: it meets the implied skill (`ideal`), while
 * the implied skill shown does not meet the including one.
 */
export const INCLUSIONS_FILE = 'skill-inclusions.csv';

/** Rows `id,label_fr,shown,implied`, names `|`-separated; `#` lines are comments. */
export function parseImplications(csv: string, file = IMPLICATIONS_FILE): SkillImplication[] {
  const out: SkillImplication[] = [];
  const names = (list: string) => list.split('|').map((m) => m.trim()).filter(Boolean);
  for (const line of csv.split('\n')) {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('id,label_fr,')) continue;
    const [name, label, shown, implied, ...rest] = line.split(',');
    if (!name || !label || !shown || !implied || rest.length > 0 || names(shown).length === 0 || names(implied).length === 0) throw new Error(`${file}: bad row "${line}"`);
    out.push({ name: name.trim(), label: label.trim(), shown: names(shown), implied: names(implied) });
  }
  return out;
}

/** The implications (or, by name, the inclusions) of a data folder; none when it has no such file (a catalog folder of tests). */
export function readImplications(dir: string, name = IMPLICATIONS_FILE): SkillImplication[] {
  const file = join(dir, name);
  return existsSync(file) ? parseImplications(readFileSync(file, 'utf8'), name) : [];
}

/**
 * An implication with its names resolved: as a family of its implied names (so that the engine
 * finds which rows a requirement names as it does for families), plus the names that show it.
 */
export interface ImplicationEntry extends FamilyEntry {
  shown: Array<{ name: string; ids: string[] }>;
}

export function resolveImplications(rows: SkillImplication[], resolve: (name: string) => string[]): ImplicationEntry[] {
  return rows.map((r) => ({
    family: { name: r.name, label: r.label, members: r.implied },
    members: r.implied.map((name) => ({ name, ids: resolve(name) })),
    shown: r.shown.map((name) => ({ name, ids: resolve(name) })),
  }));
}

/** A family with its members resolved: the catalog entries each member names (none for a phrase the catalog lacks). */
export interface FamilyEntry {
  family: SkillFamily;
  members: Array<{ name: string; ids: string[] }>;
}

export class FamilyIndex {
  /** skill id → indexes of its families. */
  private readonly byId = new Map<string, number[]>();
  readonly entries: FamilyEntry[];

  constructor(families: SkillFamily[], resolve: (name: string) => string[]) {
    this.entries = families.map((family, i) => {
      const members = family.members.map((name) => ({ name, ids: resolve(name) }));
      for (const m of members) {
        for (const id of m.ids) {
          const list = this.byId.get(id) ?? [];
          if (!list.includes(i)) list.push(i);
          this.byId.set(id, list);
        }
      }
      return { family, members };
    });
  }

  /** Indexes (into `entries`) of the families a catalog entry belongs to. */
  of(id: string): readonly number[] {
    return this.byId.get(id) ?? [];
  }

  /** The first family the two skills share, or null. */
  shared(a: string, b: string): SkillFamily | null {
    const fb = this.of(b);
    const i = this.of(a).find((x) => fb.includes(x));
    return i === undefined ? null : this.entries[i].family;
  }
}
