/**
 * Build step: the skills catalog (ESCO + ROME 4.0 + our supplement) → data/skills.json.gz.
 *
 * Output (gzip of a JSON document, one skill per line before compression):
 *   { "format": 1, "pairs": [[en, fr], …], "skills": [[id, label_en, label_fr, type, kind, domain, subcategory,
 *     group, aliases], …], "ngrams": { "version": 1, "prefixes": base64, "words": base64 } }
 * ngrams: little-endian int32 hashes of the token prefixes of the free-text keys and of the one-word
 * free-text keys (src/catalogs/skill-key-hash.ts), so that start-up does not rehash every key.
 * type: 0 Hard, 1 Soft, 2 Software; kind: 0 skill, 1 knowledge, 2 language, 3 certification;
 * domain/subcategory: index into `pairs` or -1; aliases: `|`-joined `<flag><prio><key>[=<cased form>…]`
 * (see skill-rules.ts for flags; prio 0 supplement, 1 label, 2 label variant, 3 alt label, 4 alt variant).
 * Keys are phraseKey().stemKey: folded, function words dropped, plural-folded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_MENTION_TOKENS, SkillTables, type RawCatalog } from '../../src/catalogs/skill-data.js';
import { encodeHashes, ngramHashes, NGRAM_HASH_VERSION } from '../../src/catalogs/skill-key-hash.js';
import { phraseKey } from '../../src/catalogs/skill-text.js';
import { readCsvRecords, splitMulti } from './csv.js';
import { ROME_CATEGORY_EN } from './rome-labels.js';
import {
  ACRONYM,
  AliasBook,
  asType,
  KINDS,
  nz,
  pair,
  PRIO,
  setFirst,
  slug,
  stripQualifiers,
  TYPES,
  type Entry,
  type SkillKind,
} from './skill-entry.js';
import { ROME_NAME_PREFIXES } from './skill-rules.js';
import { applySupplement } from './skill-supplement.js';

export interface SkillBuildReport {
  skills: number;
  aliases: number;
  freeTextAliases: number;
  merged: { romeIntoEsco: number; romeIntoRome: number; supIntoExisting: number };
  warnings: string[];
  json: string;
}

export function buildSkills(sharedDataDir: string, projectDataDir: string): SkillBuildReport {
  const warnings: string[] = [];
  const book = new AliasBook(loadFirstNames(sharedDataDir));
  const verbs = book.verbs;
  const verbSkills = book.verbSkills;

  // ---- ESCO -------------------------------------------------------------------------------
  const entries = new Map<string, Entry>();
  const byLabelKey = new Map<string, string>(); // stemKey of a preferred label → entry id (first wins)
  const byVariantKey = new Map<string, string>();
  const esco = readCsvRecords(join(sharedDataDir, 'skills/esco_skills.csv'));
  esco.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  // ESCO skill/competence labels start with a verb ("manage", "gérer"): their first words are our verb list.
  for (const r of esco) {
    if (r.skill_type !== 'skill/competence') continue;
    verbSkills.add('esco:' + r.uri.slice(r.uri.lastIndexOf('/') + 1));
    for (const l of [r.label_en, r.label_fr]) {
      const first = phraseKey(l).tokens[0];
      if (first) verbs.add(first);
    }
  }
  for (const r of esco) {
    const id = 'esco:' + r.uri.slice(r.uri.lastIndexOf('/') + 1);
    const e: Entry = {
      id,
      label_en: nz(r.label_en),
      label_fr: nz(r.label_fr),
      type: asType(r.category_hint),
      kind: r.pillar === 'L' ? 'language' : r.skill_type === 'knowledge' ? 'knowledge' : 'skill',
      domain: pair(r.domain_en, r.domain_fr),
      subcategory: pair(r.subcategory_en, r.subcategory_fr),
      group: nz(r.group_code),
      aliases: new Map(),
    };
    entries.set(id, e);
    for (const label of [e.label_en, e.label_fr]) {
      if (!label) continue;
      book.add(e, label, 'label');
      setFirst(byLabelKey, phraseKey(label).stemKey, id);
      const stripped = stripQualifiers(label);
      if (stripped !== label && stripped !== '') {
        book.add(e, stripped, 'label-variant');
        setFirst(byVariantKey, phraseKey(stripped).stemKey, id);
      }
    }
    for (const alt of [...splitMulti(r.alt_en), ...splitMulti(r.alt_fr)]) {
      book.add(e, alt, 'alt');
      const stripped = stripQualifiers(alt);
      if (stripped !== alt && stripped !== '') book.add(e, stripped, 'alt-variant');
    }
  }
  // A stripped qualifier that equals another skill's preferred label loses to it ("Spark (…)" vs "SPARK").
  for (const e of entries.values()) {
    for (const [key, info] of e.aliases) {
      if (info.prio !== PRIO['label-variant']) continue;
      const owner = byLabelKey.get(phraseKey(key).stemKey);
      if (owner && owner !== e.id) info.prio = PRIO['alt-variant'];
    }
  }

  // ---- ROME 4.0 ---------------------------------------------------------------------------
  const mergedInto = new Map<string, string>();
  let romeIntoEsco = 0;
  let romeIntoRome = 0;
  const rome = readCsvRecords(join(sharedDataDir, 'rome/rome_skills.csv'));
  rome.sort((a, b) => Number(a.skill_code) - Number(b.skill_code));
  const romeByLabel = new Map<string, string>();
  for (const r of rome) {
    if (r.subcategory === 'Certifications') continue; // diplomas and titles: the diploma catalog's business
    const id = 'rome:' + r.skill_code;
    const label = r.label.trim();
    const kind: SkillKind =
      r.kind === 'savoir'
        ? r.subcategory === 'Langues'
          ? 'language'
          : r.subcategory === 'Habilitations'
            ? 'certification'
            : 'knowledge'
        : 'skill';
    const stemKey = phraseKey(label).stemKey;
    const strippedKey = phraseKey(stripQualifiers(label)).stemKey;
    const target =
      byLabelKey.get(stemKey) ??
      byLabelKey.get(strippedKey) ??
      byVariantKey.get(stemKey) ??
      romeByLabel.get(stemKey);
    let e: Entry;
    if (target) {
      e = entries.get(target)!;
      mergedInto.set(id, target);
      if (target.startsWith('esco:')) romeIntoEsco++;
      else romeIntoRome++;
      const romeType = asType(r.category_hint);
      if (e.type === 'Hard skill' && romeType !== 'Hard skill') e.type = romeType;
      if (!e.label_fr) e.label_fr = label;
    } else {
      const cat = r.kind === 'savoir-etre' ? 'Savoir-être professionnel' : r.category;
      e = {
        id,
        label_en: null,
        label_fr: label,
        type: asType(r.category_hint),
        kind,
        domain: pair(ROME_CATEGORY_EN[cat] ?? cat, cat),
        subcategory: pair(ROME_CATEGORY_EN[r.subcategory] ?? r.subcategory, r.subcategory),
        group:
          r.kind === 'savoir-etre'
            ? 'rome:savoir-etre'
            : r.kind === 'savoir'
              ? 'rome:' + slug(r.subcategory)
              : r.macro_code
                ? 'rome:' + r.macro_code
                : null,
        aliases: new Map(),
      };
      entries.set(id, e);
      setFirst(romeByLabel, stemKey, id);
      setFirst(romeByLabel, strippedKey, id);
    }
    book.add(e, label, 'label');
    const stripped = stripQualifiers(label);
    // "Utilisation d'outils (clé dynamométrique, …)": without its enumeration the label says nothing.
    const enumerates = /\([^)]*(?:,|\.\.\.|…)[^)]*\)/.test(label);
    if (stripped !== label && stripped !== '') book.add(e, stripped, 'label-variant', enumerates ? 'n' : undefined);
    for (const m of label.matchAll(/\(([^)]*)\)/g)) {
      const inner = m[1].trim();
      if (ACRONYM.test(inner)) book.add(e, inner, 'acronym');
    }
    for (const re of ROME_NAME_PREFIXES) {
      const m = stripped.match(re);
      if (m && /^[A-Z0-9.]/.test(m[1])) book.add(e, m[1], 'label-variant');
    }
  }

  // ---- Supplement (ours) ------------------------------------------------------------------
  const supIntoExisting = applySupplement({
    sharedDataDir,
    projectDataDir,
    book,
    entries,
    mergedInto,
    labelOwners: [byLabelKey, romeByLabel],
    warnings,
  });

  // ---- Serialize ----------------------------------------------------------------------------
  const pairs: string[] = [];
  const pairIndex = new Map<string, number>();
  const pairId = (p: [string | null, string | null] | null): number => {
    if (!p) return -1;
    const k = JSON.stringify(p);
    let i = pairIndex.get(k);
    if (i === undefined) {
      i = pairs.length;
      pairs.push(k);
      pairIndex.set(k, i);
    }
    return i;
  };
  const sorted = [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let aliasCount = 0;
  let freeText = 0;
  const lines = sorted.map((e) => {
    const aliasList = [...e.aliases.entries()]
      .sort((x, y) => x[1].prio - y[1].prio || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))
      .map(([key, info]) => {
        aliasCount++;
        if (info.flag !== 'n') freeText++;
        return info.flag + String(info.prio) + key + [...info.cased].sort().map((c) => '=' + c).join('');
      });
    return JSON.stringify([
      e.id,
      e.label_en,
      e.label_fr,
      TYPES.indexOf(e.type),
      KINDS.indexOf(e.kind),
      pairId(e.domain),
      pairId(e.subcategory),
      e.group,
      aliasList.join('|'),
    ]);
  });
  const body = '{"format":1,\n"pairs":[\n' + pairs.join(',\n') + '\n],\n"skills":[\n' + lines.join(',\n') + '\n]';
  // The run-time tables decide which keys findMentions() may match; their token-prefix hashes are
  // stored so that start-up does not rehash every key.
  const tables = new SkillTables(JSON.parse(body + '}') as RawCatalog);
  const h = ngramHashes(tables.freeKeys(), MAX_MENTION_TOKENS);
  const ngrams = { version: NGRAM_HASH_VERSION, prefixes: encodeHashes(h.prefixes), words: encodeHashes(h.words) };
  const json = body + ',\n"ngrams":' + JSON.stringify(ngrams) + '}\n';
  return {
    skills: sorted.length,
    aliases: aliasCount,
    freeTextAliases: freeText,
    merged: { romeIntoEsco, romeIntoRome, supIntoExisting },
    warnings,
    json,
  };
}

function loadFirstNames(sharedDataDir: string): Set<string> {
  const out = new Set<string>();
  for (const f of ['names/first_names_fr.json', 'names/first_names_en.json']) {
    const j = JSON.parse(readFileSync(join(sharedDataDir, f), 'utf8')) as Record<string, string[]>;
    for (const list of Object.values(j)) for (const n of list) out.add(phraseKey(n).key);
  }
  return out;
}
