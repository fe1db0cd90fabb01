/**
 * From a place name (plus postal code and hints) to the place meant. Homonyms are told apart by what
 * was written next to them (postal code, département, country, state), then by population: "Paris" is
 * Paris, France, not Paris, Texas; "London, Ontario" is the Canadian one; "Saint-Denis (974)" is in
 * La Réunion. A hint that no homonym matches is ignored rather than trusted over the name.
 */
import { foldKey } from '../text/fold.js';
import type { GeoTables, Place } from './geo-data.js';
import type { Hint, HintReader } from './geo-hints.js';
import { placeKey } from './place-key.js';

/** Scores are log10(population) plus these: one matching hint outweighs any population difference. */
const POSTAL_CODE_MATCH = 30;
const POSTAL_DEPARTMENT_MATCH = 10;
const HINT_MATCH = 20;
/** A candidate scoring this much has a postal code (or its département) or a hint that matches it. */
export const SUPPORTED_SCORE = POSTAL_DEPARTMENT_MATCH;
/** Below this population a commune named like a département or region ("Bretagne", a village of the
 * Territoire de Belfort) stands for the area when written alone. */
export const SMALL_TOWN = 10_000;
/** The preferred country (a French resume: France) weighs as a hundred times the population: "Vienne" is
 * the Isère town (32,000) rather than Vienna (1.7 M), but "Montreal" is still the Canadian city, not the
 * village in the Aude. */
const PREFERRED_COUNTRY = 2;
/** A commune déléguée loses to a commune of the same name. */
const SECONDARY_KIND = -1;
/** A name written with accents and spelled exactly so weighs as ten times the population: "Mâcon" is the
 * French city, "Macon" the larger one in Georgia. (Without accents the spelling says nothing: "Geneva" is
 * Genève, not Geneva, Illinois.) */
const SAME_SPELLING = 1;

export interface Resolved {
  id: number;
  /** The postal code that was written and belongs to the place, if any. */
  postalCode: string | null;
  score: number;
}

export interface ResolveOptions {
  postalCode?: string | null;
  hints?: Hint[];
  prefer?: string;
  /** The name as written, for SAME_SPELLING. */
  written?: string;
  /** Leave out names that were only found without their leading article. */
  exactNamesOnly?: boolean;
}

/** The département a postal code belongs to: "69003" → "69", "20090" → "2A", "97411" → "974". */
export function departmentOfPostalCode(code: string): string {
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  return code.slice(0, 2);
}

export class GeoResolver {
  constructor(
    private readonly t: GeoTables,
    private readonly hints: HintReader,
  ) {}

  /** Ids of the places a name may be ("lyon 3" is the arrondissement); "Nantes 44" reads as Nantes in 44. */
  candidates(name: string, exactNamesOnly = false): { ids: number[]; extraHint: Hint | null } {
    const key = placeKey(name);
    const ids = this.t.names.get(key) ?? (exactNamesOnly ? undefined : this.t.articleless.get(key));
    if (ids) return { ids, extraHint: null };
    const trailing = /^(.*\S)\s+(\d{1,3}|2[AB])$/i.exec(name.trim());
    if (trailing) {
      const hint = this.hints.read(trailing[2]);
      const inner = this.t.names.get(placeKey(trailing[1]));
      if (hint && inner) return { ids: inner, extraHint: hint };
    }
    return { ids: [], extraHint: null };
  }

  /** Candidates ranked best first. */
  rank(ids: readonly number[], opts: ResolveOptions = {}): Resolved[] {
    const pc = opts.postalCode ?? null;
    const written = opts.written !== undefined && /[^\x00-\x7f]/.test(opts.written) ? opts.written.trim().toLowerCase() : undefined;
    const hints = (opts.hints ?? []).filter((h) => ids.some((id) => this.hints.matches(this.t.place(id), h)));
    const out: Resolved[] = ids.map((id) => {
      const p = this.t.place(id);
      let score = Math.log10((p.population ?? 0) + 1);
      if (p.fr && (p.fr.kind === 'deleguee' || p.fr.kind === 'associee')) score += SECONDARY_KIND;
      let postalCode: string | null = null;
      if (pc !== null && p.fr) {
        if (p.fr.postalCodes.includes(pc)) {
          score += POSTAL_CODE_MATCH;
          postalCode = pc;
        } else if (departmentOfPostalCode(pc) === p.fr.department) score += POSTAL_DEPARTMENT_MATCH;
      }
      for (const h of hints) if (this.hints.matches(p, h)) score += HINT_MATCH;
      if (opts.prefer !== undefined && p.country === opts.prefer) score += PREFERRED_COUNTRY;
      if (written !== undefined && p.name.toLowerCase() === written) score += SAME_SPELLING;
      return { id, postalCode, score };
    });
    return out.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** The arrondissement of a commune that has this postal code (69003 in Lyon → Lyon 3e), for its coordinates. */
  arrondissementOf(communeId: number, postalCode: string): number | null {
    for (const id of this.t.postalCodes.get(postalCode) ?? []) {
      const fr = this.t.place(id).fr;
      if (fr && fr.kind === 'arrondissement' && fr.parent === communeId) return id;
    }
    return null;
  }

  /** French places of a postal code, one per city (an arrondissement stands for its commune), largest first. */
  byPostalCode(code: string): number[] {
    const ids = this.t.postalCodes.get(code) ?? [];
    const arrondissementParents = new Set(ids.map((id) => this.t.place(id).fr!).filter((f) => f.kind === 'arrondissement').map((f) => f.parent));
    return ids
      .filter((id) => !arrondissementParents.has(id))
      .sort((a, b) => secondaryLast(this.t.place(a)) - secondaryLast(this.t.place(b)) || (this.t.place(b).population ?? 0) - (this.t.place(a).population ?? 0) || a - b);
  }

  /** A département from its code ("44", "2A", "974") or its name ("Loire-Atlantique"). */
  department(codeOrName: string): string | null {
    const raw = codeOrName.trim();
    const code = raw.length === 1 ? '0' + raw : raw.toUpperCase();
    if (this.t.departments.has(code)) return code;
    const key = foldKey(raw);
    for (const d of this.t.departments.values()) if (foldKey(d.name) === key) return d.code;
    return null;
  }
}

function secondaryLast(p: Place): number {
  return p.fr && (p.fr.kind === 'deleguee' || p.fr.kind === 'associee') ? 1 : 0;
}
