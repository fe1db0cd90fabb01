/**
 * ROME 4.0 appellations and the labels that lead to them → the document written to data/rome.json.gz.
 *
 * Labels: every appellation label (French); the English and French labels of ESCO occupations, each
 * attached to the one appellation of the ESCO–ROME mapping that best matches the occupation's French
 * label (exact and close matches first); and bare head words ("Infirmier") attached to the most
 * generic appellation of the fiche that holds most of the appellations starting with that word, when
 * one fiche clearly does. Words are stored in index form (job-title-tokens.ts) so loading only splits.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { titleTokens, type TitleVocabulary } from '../../src/catalogs/job-title-tokens.js';
import { RomeIndex, type IndexedLabel } from '../../src/catalogs/rome-index.js';
import { LABEL_WEIGHTS } from '../../src/catalogs/rome-data.js';
import { readCsvRecords, splitMulti } from './csv.js';
import { alternativeLabels, genderPairs } from './rome-gender.js';

/** Preference between the appellations the mapping offers for one ESCO occupation, added to the match score. */
const RELATION_PRIOR: Record<string, number> = { 'skos:exactMatch': 0.15, 'skos:closeMatch': 0.1, 'skos:narrowMatch': 0.05, 'skos:broadMatch': 0 };
/** An ESCO occupation outside the mapping is attached to an appellation only on a near-exact French label. */
const UNMAPPED_MIN_SCORE = 0.9;
/** Head words: at least this many appellations, the leading fiche holding this share and twice the next one. */
const HEAD_MIN_COUNT = 5;
const HEAD_MIN_SHARE = 0.3;
/** A word heading labels of this many fiches or more is generic… */
const GENERIC_HEAD_FICHES = 10;
/** …unless this share of them is the one-word label's own fiche. */
const GENERIC_HEAD_SHARE = 0.1;
/** ESCO alternative labels longer than this are descriptions rather than titles. */
const MAX_LABEL_WORDS = 8;

export interface RomeBuild {
  json: string;
  appellations: number;
  fiches: number;
  genderPairs: number;
  labels: Record<keyof typeof LABEL_WEIGHTS, number>;
  supplement: number;
  overridden: number;
  escoMapped: number;
  escoByMapping: number;
  escoTotal: number;
  droppedAmbiguous: number;
  droppedGeneric: number;
}

interface Appellation {
  code: string;
  label: string;
  rome: string;
  principal: boolean;
  rare: boolean;
}

/** Our English resume titles that ESCO lacks, each with its appellation (in the project's data/ folder). */
export const TITLES_SUPPLEMENT = 'rome-titles-supplement.csv';

export function buildRome(sharedDataDir: string, projectDataDir?: string): RomeBuild {
  const rows = readCsvRecords(join(sharedDataDir, 'rome/rome_appellations.csv'));
  const fiches = readCsvRecords(join(sharedDataDir, 'rome/rome_fiches.csv'));
  // Principal appellations first, rarely used ones last: on equal scores the earlier label wins.
  const rank = (a: Appellation) => (a.principal ? 0 : a.rare ? 2 : 1);
  const apps: Appellation[] = rows
    .map((r) => ({ code: r.appellation_code, label: r.appellation_label, rome: r.rome_code, principal: r.classification === 'PRINCIPALE', rare: r.rarely_used === 'O' }))
    .sort((a, b) => rank(a) - rank(b) || (a.rome < b.rome ? -1 : a.rome > b.rome ? 1 : Number(a.code) - Number(b.code)));
  const appIndex = new Map(apps.map((a, i) => [a.code, i]));
  const gender = genderPairs(apps.map((a) => a.label));

  // ROME labels need only the pairs; ESCO's words also get masculine guesses checked against ROME's vocabulary.
  const plain: TitleVocabulary = { gender, has: () => false };
  const romeLabels: IndexedLabel[] = apps.flatMap((a, i) =>
    alternativeLabels(a.label).map((l) => ({ target: i, tokens: titleTokens(l, plain), weight: LABEL_WEIGHTS.a })),
  );
  const words = new Set(romeLabels.flatMap((l) => l.tokens));
  const vocab: TitleVocabulary = { gender, has: (w) => words.has(w) };
  const romeIndex = RomeIndex.fromLabels(romeLabels);
  const labelsOf = new Map<number, number[]>();
  romeLabels.forEach((l, i) => labelsOf.set(l.target, [...(labelsOf.get(l.target) ?? []), i]));

  const labels: { label: IndexedLabel; code: keyof typeof LABEL_WEIGHTS }[] = romeLabels.map((label) => ({ label, code: 'a' }));
  const seen = new Set(romeLabels.map((l) => l.target + ':' + l.tokens.join(' ')));
  const englishLabels = new Set<IndexedLabel>();
  const add = (target: number, text: string, code: keyof typeof LABEL_WEIGHTS, english = false) => {
    const tokens = titleTokens(text, vocab, true);
    if (english) headFirst(text, tokens, vocab);
    const key = target + ':' + tokens.join(' ');
    if (tokens.length === 0 || tokens.length > MAX_LABEL_WORDS || seen.has(key)) return;
    seen.add(key);
    const label = { target, tokens, weight: LABEL_WEIGHTS[code] };
    labels.push({ label, code });
    if (english) englishLabels.add(label);
  };

  // ESCO occupations → one appellation each.
  const mapping = new Map<string, { app: number; relation: string }[]>();
  for (const r of readCsvRecords(join(sharedDataDir, 'rome/rome_esco_crosswalk.csv'))) {
    const app = appIndex.get(r.rome3_appellation_code);
    if (app === undefined) continue;
    const list = mapping.get(r.esco_uri) ?? [];
    list.push({ app, relation: r.mapping_relation });
    mapping.set(r.esco_uri, list);
  }
  const occupations = readCsvRecords(join(sharedDataDir, 'rome/esco_occupations.csv'));
  let escoMapped = 0;
  let escoByMapping = 0;
  for (const o of occupations) {
    // "technicien/technicienne en biochimie" is one label in both genders: tokenized whole, the feminine
    // words fold into the masculine ones.
    const french = [o.label_fr, ...splitMulti(o.alt_fr)].map((l) => titleTokens(l, vocab, true)).filter((t) => t.length > 0);
    let app = -1;
    const candidates = mapping.get(o.uri);
    if (candidates) {
      let best = -Infinity;
      for (const c of candidates) {
        const match = Math.max(0, ...french.flatMap((t) => labelsOf.get(c.app)!.map((l) => romeIndex.scoreLabel(t, l))));
        const score = match + (RELATION_PRIOR[c.relation] ?? 0);
        if (score > best || (score === best && c.app < app)) [best, app] = [score, c.app];
      }
      escoByMapping++;
    } else {
      let best = UNMAPPED_MIN_SCORE;
      for (const t of french) {
        const hit = romeIndex.search(t, 1)[0];
        if (hit && hit.score >= best) [best, app] = [hit.score, hit.target];
      }
    }
    if (app < 0) continue;
    escoMapped++;
    add(app, o.label_en, 'b', true);
    add(app, o.label_fr, 'b');
    for (const l of splitMulti(o.alt_en)) add(app, l, 'c', true);
    for (const l of splitMulti(o.alt_fr)) add(app, l, 'c');
  }

  // Our English resume titles ("Care Assistant", "Warehouse Operative"): labels of their appellation.
  let supplement = 0;
  if (projectDataDir !== undefined && existsSync(join(projectDataDir, TITLES_SUPPLEMENT))) {
    for (const r of readCsvRecords(join(projectDataDir, TITLES_SUPPLEMENT), { comments: true })) {
      const app = appIndex.get(r.appellation_code.trim());
      if (app === undefined) throw new Error(`${TITLES_SUPPLEMENT}: unknown appellation ${r.appellation_code} for "${r.title_en}"`);
      const before = labels.length;
      add(app, r.title_en.trim(), 's', true);
      supplement += labels.length - before;
    }
  }

  // Our titles win over ESCO's same words ("Receptionist" is a receptionist, not a switchboard
  // operator): an ESCO label with the words of one of ours is dropped.
  const keyOf = (l: IndexedLabel) => [...l.tokens].sort().join(' ');
  const ours = new Set(labels.filter((l) => l.code === 's').map((l) => keyOf(l.label)));
  const beforeOverride = labels.length;
  labels.splice(0, labels.length, ...labels.filter((l) => (l.code !== 'b' && l.code !== 'c') || !ours.has(keyOf(l.label))));
  const overridden = beforeOverride - labels.length;

  // An ESCO alternative label given to occupations of different fiches ("analyst", "senior data analyst"
  // for a call-centre analyst) is kept for the fiche that has most of its occurrences if that is more than
  // all the others together, else dropped.
  const votes = new Map<string, Map<string, number>>();
  for (const { label, code } of labels) {
    if (code === 'a') continue;
    const v = votes.get(keyOf(label)) ?? new Map<string, number>();
    v.set(apps[label.target].rome, (v.get(apps[label.target].rome) ?? 0) + 1);
    votes.set(keyOf(label), v);
  }
  const kept = (l: IndexedLabel) => {
    const v = votes.get(keyOf(l))!;
    const total = [...v.values()].reduce((a, b) => a + b, 0);
    return 2 * v.get(apps[l.target].rome)! > total;
  };
  const before = labels.length;
  labels.splice(0, labels.length, ...labels.filter((l) => l.code !== 'c' || kept(l.label)));
  const droppedAmbiguous = before - labels.length;

  // A one-word ESCO label ("manager", "director", "vendeur") names an occupation only when the word is
  // no generic head: one heading labels (in the same language) of many fiches is kept only for a
  // fiche holding a fair share of them. "Manager" was a stage manager, "Engineer" a ship's engineer,
  // "Vendeur" a sales assistant; "Chef" (English labels: head chef, pastry chef…) stays a cook.
  const headed = new Map<string, Map<string, number>>();
  const headKey = (l: IndexedLabel) => (englishLabels.has(l) ? 'en:' : 'fr:') + l.tokens[0];
  for (const { label } of labels) {
    if (label.tokens.length < 2) continue;
    const byFiche = headed.get(headKey(label)) ?? new Map<string, number>();
    byFiche.set(apps[label.target].rome, (byFiche.get(apps[label.target].rome) ?? 0) + 1);
    headed.set(headKey(label), byFiche);
  }
  const generic = (l: IndexedLabel) => {
    const byFiche = headed.get(headKey(l));
    if (byFiche === undefined || byFiche.size < GENERIC_HEAD_FICHES) return false;
    const total = [...byFiche.values()].reduce((a, b) => a + b, 0);
    return (byFiche.get(apps[l.target].rome) ?? 0) < GENERIC_HEAD_SHARE * total;
  };
  const beforeGeneric = labels.length;
  labels.splice(0, labels.length, ...labels.filter((l) => l.code === 'a' || l.label.tokens.length > 1 || !generic(l.label)));
  const droppedGeneric = beforeGeneric - labels.length;

  // Head words: "Infirmier" alone is the IDE of J1506; "Technicien" alone is nothing in particular.
  const singleWord = new Set(labels.filter((l) => l.label.tokens.length === 1).map((l) => l.label.tokens[0]));
  const heads = new Map<string, Map<string, number[]>>();
  // French heads only: ESCO's English labels are too many per occupation to count fiches by.
  for (const { label, code } of labels) {
    if (code !== 'a') continue;
    const byFiche = heads.get(label.tokens[0]) ?? new Map<string, number[]>();
    const list = byFiche.get(apps[label.target].rome) ?? [];
    list.push(label.target);
    byFiche.set(apps[label.target].rome, list);
    heads.set(label.tokens[0], byFiche);
  }
  const shortest = new Map<number, number>();
  for (const l of romeLabels) shortest.set(l.target, Math.min(shortest.get(l.target) ?? Infinity, l.tokens.length));
  for (const [head, byFiche] of [...heads.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (singleWord.has(head)) continue;
    const counts = [...byFiche.values()].sort((a, b) => b.length - a.length || a[0] - b[0]);
    const total = counts.reduce((s, l) => s + l.length, 0);
    if (total < HEAD_MIN_COUNT || counts[0].length < HEAD_MIN_SHARE * total || counts[0].length < 2 * (counts[1]?.length ?? 0)) continue;
    // The fiche's principal appellation when it starts with the head word (apps are sorted principal first), else the shortest.
    const generic = [...new Set(counts[0])].sort((a, b) => Number(!apps[a].principal) - Number(!apps[b].principal) || shortest.get(a)! - shortest.get(b)! || a - b)[0];
    labels.push({ label: { target: generic, tokens: [head], weight: LABEL_WEIGHTS.h }, code: 'h' });
  }

  const ficheIndex = new Map(fiches.map((f, i) => [f.rome_code, i]));
  const columns: [string, unknown][] = [
    ['fiches', fiches.map((f) => [f.rome_code, f.rome_title])],
    ['appellation_code', apps.map((a) => a.code).join('\n')],
    ['appellation_label', apps.map((a) => a.label).join('\n')],
    ['appellation_fiche', apps.map((a) => ficheIndex.get(a.rome) ?? -1)],
    ['gender', [...gender].map(([f, m]) => `${f} ${m}`).join('\n')],
    ['label_target', labels.map((l) => l.label.target)],
    ['label_tokens', labels.map((l) => l.label.tokens.join(' ')).join('\n')],
    ['label_weight', labels.map((l) => l.code).join('')],
  ];
  if (apps.some((a) => !ficheIndex.has(a.rome))) throw new Error('rome_appellations.csv: an appellation of an unknown fiche');
  const count = (code: string) => labels.filter((l) => l.code === code).length;
  return {
    json: '{"format":1' + columns.map(([k, v]) => `,\n"${k}":${JSON.stringify(v)}`).join('') + '\n}\n',
    appellations: apps.length,
    fiches: fiches.length,
    genderPairs: gender.size,
    labels: { a: count('a'), b: count('b'), c: count('c'), h: count('h'), s: count('s') },
    supplement,
    overridden,
    escoMapped,
    escoByMapping,
    escoTotal: occupations.length,
    droppedAmbiguous,
    droppedGeneric,
  };
}

/** Puts the head word of an English title first (rome-index.ts): the last word before "of", "for"…
 * ("data analyst" → analyst, "head of development" → head). */
function headFirst(text: string, tokens: string[], vocab: TitleVocabulary): void {
  const noun = titleTokens(text.split(/\s+(?:of|for|in|at|to|on|with)\s+/i)[0], vocab, true).pop();
  const at = noun === undefined ? -1 : tokens.indexOf(noun);
  if (at > 0) tokens.unshift(...tokens.splice(at, 1));
}
