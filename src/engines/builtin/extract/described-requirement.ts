import { fold } from '../../../text/fold.js';
import type { Requirement } from '../requirement.js';
import { capitalize } from '../french/french-words.js';
import { acronyms, contentTerms, properNames } from '../find/terms.js';
import { withTranslations } from '../find/translations.js';

/**
 * "Vous devez être capable de chiffrer…", "Savoir appliquer…", "(vous) possédez de solides
 * bases…": the words that only address the candidate.
 */
const LEAD_IN = /^(?:(?:vous\s+)?(?:possédez|possedez|avez|disposez|justifiez)\s+(?:de|d'|d’|des|une?)\s*|vous\s+(?:devez|devrez)\s+(?:(?:être|etre)\s+(?:capable|en\s+mesure)\s+(?:de\s+|d')|savoir\s+)?|vous\s+savez\s+|vous\s+(?:êtes|etes)\s+(?:capable|en\s+mesure)\s+(?:de\s+|d')|(?:être|etre)\s+(?:capable|en\s+mesure)\s+(?:de\s+|d')|savoir\s+)(?=\p{L})/iu;

/** French words that English practically never has, and English words French never has. */
export const FRENCH_WORDS = /(?:^|[^\p{L}])(?:(?:le|la|les|des|du|de|une?|et|en|pour|avec|dans|sur|aux?|vers|par)(?=$|[^\p{L}])|[dl]['’](?=\p{L}))/u;
const ENGLISH_WORDS = /(?:^|[^\p{L}])(?:the|and|of|with|to|in|for|from|your|you|our|we)(?=$|[^\p{L}])/u;
/** Words of the employer, its pitch or its process, not of the candidate. */
const NOT_ASKED = /(?:^|[^\p{L}])(?:nous|notre|nos|on|vous\s+(?:beneficiez|beneficierez|rejoindrez|integrerez|serez\s+accompagne)|poste\s+(?:base|a\s+pourvoir)|contrat|salaire|remuneration|teletravail|mutuelle|postulez|candidature|candidats?\s+retenus?|entretiens?|lettre\s+de\s+motivation|contacter|questions?)(?=$|[^\p{L}])/u;
/**
 * How a requirement in the offer's words starts: an infinitive ("Rédiger des rapports", "Avoir
 * déjà travaillé…") or a noun of ability ("Connaissance des règles budgétaires", "Sens du
 * contact", "Une bonne connaissance du milieu associatif"). A line that starts otherwise says something else: a determiner or a pronoun ("Une
 * passion commune", "Les candidats retenus passeront un test", "Vous aimez la vente"), a
 * conjunction ("Si vous avez des questions…"), a noun of the process ("Modalités de sélection").
 */
const ASKED_START = /^(?:\p{L}+(?:er|ir|re|oir)|connaissances?|maitrise|capacite|aptitudes?|experience|pratique|notions?|bonnes?|solides?|excellente?s?|parfaite|sens|gout|competences?|formation|diplome|habilitation|titulaire|expertise)(?![\p{L}])/u;
/** Nouns and words that end like an infinitive. */
export const NOT_INFINITIVE = /^(?:notre|votre|leur|pour|sur|par|entre|contre|autre|premier|premiere|dernier|derniere|dossier|metier|chantier|cadre|titre|centre|offre|lettre|membre|nombre|ordre|atelier|quartier|chiffre|salaire|horaire|particulier|entier|hier|poster|super|inter|manager|leader|partenaire|cahier|fichier|calendrier|papier|clavier|foyer|loyer|reporter)$/u;

/** A word written as an infinitive ("nettoyer", "repasser", "conduire"), not a noun that ends like one. */
export function isInfinitive(word: string): boolean {
  return /^\p{L}+(?:er|ir|re)$/u.test(word) && !NOT_INFINITIVE.test(word);
}

/** "Une première expérience dans ce domaine": what the words point back to is in another sentence. */
const REFERS_BACK = /(?:^|[^\p{L}])(?:ce|cet|cette|ces)\s+(?:domaine|poste|secteur|metier|type|role|environnement|fonction)s?(?=$|[^\p{L}])/u;

/** Where a sentence turns to another thing asked: ", et possédez", " et avez", "; vous disposez". */
// A run of spaces is entered at its start only (no quadratic rescans of long blank runs).
const NEXT_ASK = /(?:[,;]\s*(?:et\s+)?|(?<!\s)\s+et\s+)(?=(?:vous\s+)?(?:possédez|possedez|avez|disposez|justifiez|maîtrisez|maitrisez|êtes|etes|savez|connaissez)\s)|(?:,|(?<!\s))\s+ainsi\s+qu(?:e\s+|['’])(?=(?:une?|des|de|d['’])\s*(?:(?:bonne|solide|excellente|réelle|reelle|première|premiere|parfaite)s?\s+)?(?:connaissance|maîtrise|maitrise|expérience|experience|capacité|capacite|aptitude|pratique)s?\b)/giu;

/**
 * The parts of a sentence that each ask one thing ("Vous maîtrisez SQL, êtes à l'aise sous Linux,
 * et possédez de solides bases en réseau (modèle OSI, VLAN)"): three clauses, by offset.
 */
export function clausesOf(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (const m of text.matchAll(NEXT_ASK)) {
    out.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  out.push({ start, end: text.length });
  return out;
}

/** "Diplôme :", "Connaissances :": a label that introduces a requirement; any other "Label :" line is information. */
const REQUIREMENT_LABEL = /(?:compet|connaiss|savoir|exig|requis|diplome|experience|formation|qualit|aptitude|outils|logiciels|langues?)/u;

/**
 * A requirement the catalogs do not know, asked in the offer's words: a short French line of a
 * profile ("Savoir appliquer des règles financières et faire du suivi budgétaire"), kept as it is
 * written. English lines are left out: a label is French (spec 4.2 rule 3), and a line is not
 * translated word by word.
 */
export function describedRequirement(line: string): Requirement | null {
  const wording = capitalize(
    line
      .replace(/^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]+/u, '')
      .replace(LEAD_IN, '')
      // "une bonne connaissance du secteur…": the label starts at the noun's adjective or the noun.
      .replace(/^(?:une?|des|d['’])\s*(?=(?:(?:bonne|solide|excellente|réelle|reelle|première|premiere|parfaite)s?\s+)?(?:connaissance|maîtrise|maitrise|expérience|experience|capacité|capacite|aptitude|pratique)s?\b)/iu, '')
      .replace(/[\s.;:,!]+$/u, '')
      // "…d'études sont nécessaires", "… est un plus": the weight's words (read by weight-wording), not the requirement's.
      .replace(/\s*,?\s+(?:est|sont|serait|seraient|sera|seront)\s+(?:un\s+(?:vrai\s+)?(?:plus|atout)|(?:tr[èe]s\s+)?(?:n[ée]cessaire|indispensable|requis|exig[ée]|appr[ée]ci[ée]|souhait[ée]|attendu|obligatoire|imp[ée]rati)\p{L}*)$/iu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const folded = fold(wording);
  if (wording.length < 12 || wording.length > 110 || /\?$/.test(line.trim()) || /^\p{Ll}/u.test(wording)) return null;
  if (!FRENCH_WORDS.test(folded) || ENGLISH_WORDS.test(folded) || NOT_ASKED.test(folded) || REFERS_BACK.test(folded)) return null;
  const label = /^([^:]{1,30}):\s/.exec(folded);
  if (label && !REQUIREMENT_LABEL.test(label[1])) return null;
  // "Une bonne connaissance du milieu associatif": an article before a noun of ability.
  const first = /^(?:(?:une?|des|de|d')\s*(?:(?:bonne|solide|premiere|reelle|veritable)s?\s+)?(?=(?:connaissance|maitrise|capacite|aptitude|experience|pratique|notion|expertise|formation)))?(\p{L}+)/u.exec(folded)?.[1] ?? '';
  if (!label && (!ASKED_START.test(first) || NOT_INFINITIVE.test(first))) return null;
  const terms = contentTerms(wording);
  // "CHAMPS DES RELATIONS": a line in capitals is a heading the table does not know.
  if (terms.length < 2 || wording === wording.toUpperCase()) return null;
  return wordedRequirement(wording, terms);
}

/** A requirement kept in the offer's words (a described requirement, a duty): its label is its wording. */
export function wordedRequirement(wording: string, terms = contentTerms(wording)): Requirement {
  return { kind: 'text', terms: terms.map(withTranslations), acronyms: acronyms(wording), names: properNames(wording), head: terms, wording };
}

/** Longer than this, a stretch after "Vous savez" is no list of things to do. */
const MAX_LIST = 300;

/** Where the items of a list part: ", ", ", et ", " et ", " ou ". */
const ITEM_BREAK = /\s*,\s*(?:(?:et|ou)\s+)?|\s+(?:et|ou)\s+/giu;
/** "…et repasser comme personne ?": how well, not what. */
const FLOURISH = /(?:\s+(?:comme\s+personne|à\s+la\s+perfection|a\s+la\s+perfection|parfaitement))?[\s?!.;:]*$/iu;

/**
 * "Vous savez dépoussiérer, nettoyer, ranger et repasser comme personne ?", "Vous savez cuisiner,
 * dresser les assiettes et gérer les stocks": a list of things to do, of which the catalog knows
 * one or two. Read name by name the list keeps only what the catalog knows ("Dépoussiérer") and
 * loses the rest; it is one requirement in the offer's words instead. `known` are the catalog's
 * finds in the text, `tool` when the find names a product (a product stays a criterion of its own
 * and leaves the list). Returns the wording and the finds it takes in; null when the clause is no
 * such list: fewer than two things to do, or nothing the catalog lacks among them.
 */
export function doingList(
  text: string,
  clause: { start: number; end: number },
  known: Array<{ start: number; end: number; tool: boolean }>,
  /** A sentence of an offer is a list asked when it says so ("Vous savez…"); a criterion's label is one as it stands. */
  leadIn: 'asked' | 'label' = 'asked',
): { wording: string; absorbed: number[] } | null {
  const body = text.slice(clause.start, clause.end);
  const lead = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*/u.exec(body)![0].length;
  const asked = LEAD_IN.exec(body.slice(lead));
  if (!asked && leadIn === 'asked') return null;
  const from = clause.start + lead + (asked?.[0].length ?? 0);
  const items: Array<{ start: number; end: number }> = [];
  let at = from;
  // The list ends with its sentence ("…repasser comme personne ? Vous souhaitez…").
  const stop = /[?!.](?=\s|$)/u.exec(text.slice(from, clause.end));
  const end = stop ? from + stop.index : clause.end;
  // Things to do are a few words each: a longer stretch is prose, not such a list (and bounds the work).
  if (end - from > MAX_LIST) return null;
  const rest = text.slice(from, end);
  // A parenthesis lists examples, not things to do.
  if (/[()]/u.test(rest)) return null;
  for (const m of rest.matchAll(ITEM_BREAK)) {
    items.push({ start: at, end: from + m.index });
    at = from + m.index + m[0].length;
  }
  items.push({ start: at, end });
  const last = items[items.length - 1];
  last.end = last.start + text.slice(last.start, last.end).replace(FLOURISH, '').length;
  const inside = (k: { start: number; end: number }, item: { start: number; end: number }) => k.start < item.end && k.end > item.start;
  const kept: string[] = [];
  const absorbed: number[] = [];
  let unknown = 0;
  let tools = 0;
  for (const item of items) {
    const words = text.slice(item.start, item.end).trim();
    const finds = known.map((k, i) => ({ k, i })).filter(({ k }) => inside(k, item));
    if (finds.some(({ k }) => k.tool)) {
      tools++;
      continue;
    }
    const first = /^\p{L}+/u.exec(fold(words))?.[0] ?? '';
    if (!isInfinitive(first) || words.split(/\s+/).length > 6) return null;
    kept.push(words);
    if (finds.length === 0) unknown++;
    absorbed.push(...finds.map(({ i }) => i));
  }
  // Something the catalog knows and something it lacks: else the clause is read as it is.
  if (kept.length < 2 || unknown === 0 || absorbed.length + tools === 0) return null;
  const wording = capitalize(kept.length === 2 ? kept.join(' et ') : `${kept.slice(0, -1).join(', ')} et ${kept[kept.length - 1]}`);
  return { wording, absorbed };
}
