/**
 * The supplement step of the skills build: data/skills-supplement.csv (ours) adds entries, aliases,
 * overrides and explicit merges on top of ESCO and ROME. See the file's header for its columns.
 */
import { join } from 'node:path';
import { phraseKey } from '../../src/catalogs/skill-text.js';
import { readCsvRecords, splitMulti } from './csv.js';
import { asType, nz, parseMarker, type AliasBook, type Entry, type SkillKind } from './skill-entry.js';

export interface SupplementContext {
  sharedDataDir: string;
  projectDataDir: string;
  book: AliasBook;
  entries: Map<string, Entry>;
  /** Merged id → id it was merged into. */
  mergedInto: Map<string, string>;
  /** Plural-folded label keys → entry id (ESCO labels, ROME labels). */
  labelOwners: Map<string, string>[];
  warnings: string[];
}

/** Applies the supplement; returns how many entries it merged into others. */
export function applySupplement(ctx: SupplementContext): number {
  const { book, entries, mergedInto, warnings } = ctx;
  let merged = 0;
  const groups = loadEscoGroups(ctx.sharedDataDir);
  const rows = readCsvRecords(join(ctx.projectDataDir, 'skills-supplement.csv'), { comments: true });
  const resolve = (id: string): Entry | undefined => {
    let cur = id;
    for (let i = 0; i < 5 && mergedInto.has(cur); i++) cur = mergedInto.get(cur)!;
    return entries.get(cur);
  };
  const owner = (label: string): string | undefined => {
    const k = phraseKey(label).stemKey;
    for (const m of ctx.labelOwners) if (m.has(k)) return m.get(k);
    return undefined;
  };
  const addAliases = (e: Entry, cell: string): void => {
    for (const raw of splitMulti(cell)) {
      const { surface, flag } = parseMarker(raw);
      book.add(e, surface, 'sup', flag);
    }
  };
  for (const r of rows) {
    const id = r.id.trim();
    if (!id) continue;
    const sameAs = nz(r.same_as);
    if (sameAs) {
      const from = resolve(id);
      const to = resolve(sameAs);
      if (!from || !to) {
        warnings.push(`supplement ${id} same_as ${sameAs}: unknown entry, skipped`);
        continue;
      }
      if (from !== to) {
        for (const [key, info] of from.aliases) {
          const prev = to.aliases.get(key);
          if (!prev || info.prio < prev.prio) to.aliases.set(key, info);
        }
        if (to.type === 'Hard skill' && from.type !== 'Hard skill') to.type = from.type;
        entries.delete(from.id);
        mergedInto.set(from.id, to.id);
        merged++;
      }
      addAliases(to, r.aliases);
      continue;
    }
    let e = resolve(id);
    if (!e && id.startsWith('sup:')) {
      const labels = [nz(r.label_en), nz(r.label_fr)].filter((l): l is string => l !== null);
      const existing = labels.map(owner).find(Boolean);
      if (existing) {
        warnings.push(`supplement ${id}: label already in the catalog as ${existing}; merged (write it as an alias row)`);
        e = entries.get(existing)!;
        merged++;
      } else {
        const group = nz(r.group);
        // A family group ("S5.6.3:cad") takes its domain/subcategory from its ESCO part.
        const g = group ? (groups.get(group) ?? groups.get(group.split(':')[0])) : undefined;
        const d = g ? groups.get(g.domain) : undefined;
        e = {
          id,
          label_en: nz(r.label_en),
          label_fr: nz(r.label_fr),
          type: asType(r.type || 'Hard skill'),
          kind: (nz(r.kind) as SkillKind | null) ?? 'skill',
          domain: d ? [d.en, d.fr] : null,
          subcategory: g ? [g.en, g.fr] : null,
          group,
          aliases: new Map(),
        };
        entries.set(id, e);
      }
    } else if (!e) {
      warnings.push(`supplement row ${id}: unknown target, skipped`);
      continue;
    } else {
      // An alias row may also override labels, type, kind or group of its target.
      if (nz(r.label_en)) e.label_en = nz(r.label_en);
      if (nz(r.label_fr)) e.label_fr = nz(r.label_fr);
      if (nz(r.type)) e.type = asType(r.type);
      if (nz(r.kind)) e.kind = r.kind.trim() as SkillKind;
      if (nz(r.group)) e.group = nz(r.group);
    }
    for (const l of [e.label_en, e.label_fr]) if (l) book.add(e, l, 'label');
    addAliases(e, r.aliases);
  }
  return merged;
}

interface GroupLabel {
  en: string | null;
  fr: string | null;
  domain: string;
}

/** ESCO skill groups by code, with their level-1 ancestor (the "domain"). */
function loadEscoGroups(sharedDataDir: string): Map<string, GroupLabel> {
  const rows = readCsvRecords(join(sharedDataDir, 'skills/esco_skill_groups.csv'));
  const parent = new Map(rows.map((r) => [r.code, r.parent_code]));
  const level = new Map(rows.map((r) => [r.code, Number(r.level)]));
  const out = new Map<string, GroupLabel>();
  for (const r of rows) {
    let d = r.code;
    while ((level.get(d) ?? 0) > 1 && parent.has(d)) d = parent.get(d)!;
    out.set(r.code, { en: nz(r.label_en), fr: nz(r.label_fr), domain: d });
  }
  return out;
}
