/**
 * The job's main duties as criteria: a careful recruiter reads "Vous assurerez le support technique
 * de niveau 1 et 2, le déploiement de postes…" or a mission bullet "Accueillir, écouter et
 * conseiller nos clients" as what the candidate should already have done, and checks it in the
 * resume. The duty is kept in the offer's words, as an infinitive ("Assurer le support technique
 * de niveau 1 et 2, le déploiement de postes, l'assistance aux utilisateurs"). French only, like
 * every requirement in the offer's words (described-requirement.ts).
 */
import { fold } from '../../../text/fold.js';
import type { Requirement } from '../requirement.js';
import { capitalize } from '../french/french-words.js';
import { contentTerms } from '../find/terms.js';
import { FRENCH_WORDS, isInfinitive, wordedRequirement } from './described-requirement.js';

/** Verbs of duties whose infinitive is not the written form's stem + -er/-ir (future and present). */
const IRREGULAR: Record<string, string> = {
  serez: 'être', aurez: 'avoir', ferez: 'faire', faites: 'faire', prendrez: 'prendre', prenez: 'prendre',
  interviendrez: 'intervenir', intervenez: 'intervenir', tiendrez: 'tenir', tenez: 'tenir', maintiendrez: 'maintenir',
  maintenez: 'maintenir', entretiendrez: 'entretenir', entretenez: 'entretenir', mettrez: 'mettre', mettez: 'mettre',
  conduirez: 'conduire', conduisez: 'conduire', construirez: 'construire', construisez: 'construire', produirez: 'produire',
  produisez: 'produire', accueillerez: 'accueillir', accueillez: 'accueillir', recueillerez: 'recueillir', recueillez: 'recueillir',
  rejoindrez: 'rejoindre', rejoignez: 'rejoindre', suivrez: 'suivre', suivez: 'suivre', rédigerez: 'rédiger', redigerez: 'rédiger',
};

/** Verbs that ask the candidate for something (a requirement, read elsewhere) or say nothing of the work. */
const NOT_DUTY_VERB = /^(?:savez|saurez|maitrisez|possedez|disposez|justifiez|connaissez|aimez|etes|avez|souhaitez|recherchez|pouvez|pourrez|devez|devrez|detenez|beneficiez|beneficierez|integrez|integrerez|rejoignez|rejoindrez|evoluez|evoluerez|reportez|reporterez|serez|aurez)$/u;

/** The infinitive of a verb written to the candidate in the future or the present ("assurerez", "réalisez" → "assurer", "réaliser"), or null. */
function infinitiveOf(word: string): string | null {
  const w = word.toLowerCase();
  if (NOT_DUTY_VERB.test(fold(w))) return null;
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.endsWith('issez')) return `${w.slice(0, -5)}ir`;
  if (w.endsWith('irez')) return `${w.slice(0, -4)}ir`;
  if (w.endsWith('erez')) return `${w.slice(0, -4)}er`;
  if (w.endsWith('drez')) return `${w.slice(0, -3)}re`;
  // "répondez", "vendez" → "-dre"; "traduisez" → "-uire"; "résolvez", "écrivez", "lisez" as they go.
  if (w.endsWith('ndez')) return `${w.slice(0, -2)}re`;
  if (w.endsWith('uisez')) return `${w.slice(0, -3)}re`;
  if (w.endsWith('solvez')) return `${w.slice(0, -4)}udre`;
  if (w.endsWith('crivez')) return `${w.slice(0, -3)}re`;
  if (w === 'lisez') return 'lire';
  if (w.endsWith('ez') && w !== 'chez' && w.length > 4) return `${w.slice(0, -2)}er`;
  return null;
}

/**
 * "Vous assurerez", "vous réalisez", "vous serez chargé(e) de", "vous aurez pour mission(s) de",
 * "vous êtes en charge de", "votre rôle consiste à": the words that open a duty in a sentence to the
 * candidate; the verb, when there is one, ends the match.
 */
const DUTY_LEAD = /^(?:(?:en\s+tant\s+que\s+[^,]{1,60},\s*|au\s+sein\s+[^,]{1,60},\s*|à\s+ce\s+titre,\s*|a\s+ce\s+titre,\s*)?vous\s+(?:(?:serez|êtes|etes)\s+(?:notamment\s+)?(?:chargée?|en\s+charge|responsable)\s+(?:de\s+|d['’]|du\s+|des\s+)|aurez\s+(?:notamment\s+)?(?:pour\s+missions?|la\s+charge)\s+(?:de\s+|d['’])|\p{L}+ez(?![\p{L}]))|votre\s+(?:rôle|role|mission)\s+(?:consiste|consistera)\s+(?:à|a)\s+)/iu;

/** Duties that say nothing a resume could show: joining a team, being trained, taking part in the company's life. */
const NOT_A_DUTY = /(?:^|[^\p{L}])(?:rejoindre|integrer|serez\s+forme|formation\s+interne|beneficier|evoluer|accompagne|epanouir|travaillerez\s+en\s+etroite|reporterez|rattache|sous\s+la\s+responsabilite|au\s+coeur|au\s+cœur|partie\s+integrante|vie\s+de\s+(?:la|l)|equipe\s+(?:dynamique|jeune)|teletravail|horaires?|salaire|remuneration|contrat|(?:missions?|taches|activites|fonctions)\s+suivantes?)(?=$|[^\p{L}])/u;

/** What turns a sentence to another matter: a clause that is no longer the duty's list. */
const LIST_END = /\s*(?:;|\.\s|,\s*(?:notamment|en\s+\p{L}+ant|tout\s+en|dont|via)\b|\bainsi\s+que\b|\bafin\s+de\b|\bafin\s+d['’]|\bpour\s+(?:garantir|assurer|permettre|optimiser|contribuer)\b|\bdans\s+le\s+(?:respect|cadre)\b|\ben\s+lien\s+avec\b|\ben\s+collaboration\b|\ben\s+relation\s+avec\b)/iu;

/** A duty longer than this is a paragraph, not a criterion. */
const MAX_LENGTH = 110;
/** Fewer words than this are a sub-heading of the missions ("Support aux opérations"), not a duty. */
const MIN_WORDS = 5;

/** Nouns of action that open a duty ("Rédaction de rapports", "Suivi des chantiers", "Accueil des clients"). */
const ACTION_NOUN = /^(?:\p{L}{3,}(?:tion|sion|ment|age|ure)s?|suivi|gestion|analyse|conception|veille|support|accueil|conseil|vente|entretien|controle|saisie|maintenance|management|reception|expedition|diagnostic|audit|etudes?|collecte|tri|soudure|cablage|depannage|nettoyage|livraison)$/u;
/** Duties every job has, that say how rather than what, what the newcomer will learn ("Apprendre l'environnement…", "Monter en compétence…") or the pitch's ("Jouer un rôle clé…"): no evidence to look for. */
const GENERIC_DUTY = /^(?:participer|participation|contribuer|contribution|collaborer|collaboration|travailler|etre|integrer|integre|integree|rejoindre|situee?|utiliser|acteur|actrice|evoluer|apprendre|decouvrir|monter|jouer|fonctionner|servir|beneficier)$/u;
/**
 * A duty in the offer's words, from a line of its missions or a sentence to the candidate
 * ("Vous assurerez …"), or null when the line says no duty a resume could show.
 */
export function missionRequirement(line: string, inMissions: boolean): Requirement | null {
  // "…sur l'ensemble des architectures<br />": markup left by a web page is no word of the duty.
  let text = line.replace(/<\/?[a-z][^<>]{0,40}>/giu, ' ').replace(/^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]+/u, '').replace(/\s+/g, ' ').trim();
  const lead = DUTY_LEAD.exec(text);
  if (lead) {
    const verb = /(\p{L}+ez)$/iu.exec(lead[0]);
    const rest = text.slice(lead[0].length).trimStart();
    const infinitive = verb ? infinitiveOf(verb[1]!) : null;
    if (verb && !infinitive) return null;
    // "Vous serez chargé de la gestion des comptes" → "Gestion des comptes"; "vous assurerez le suivi" → "Assurer le suivi".
    text = infinitive ? `${infinitive} ${rest.replace(/^(?:également|egalement|notamment|aussi|activement)\s+/iu, '')}` : rest.replace(/^(?:la|le|les|l['’])\s*/iu, '');
    // "Installer et configurez…", "…de données, superviserez les logs": the duty's other verbs, in the infinitive too.
    text = text.replace(/((?:,|\bet|\bou)\s+)(\p{L}+ez)(?![\p{L}])/gu, (all, before: string, v: string) => {
      const inf = infinitiveOf(v);
      return inf ? before + inf : all;
    });
  } else if (!inMissions) {
    return null;
  }
  const end = LIST_END.exec(text);
  if (end) text = text.slice(0, end.index);
  text = text.replace(/[\s.;:,!]+$/u, '').replace(/\b(?:nos|vos)\s+/giu, 'les ');
  // Too long: its examples in parentheses go first; a duty cut short would lose what it is about
  // ("Assurer la maintenance, le backtesting et le monitoring des modèles…"): none.
  if (text.length > MAX_LENGTH) text = text.replace(/\s*\([^()]*\)/gu, '');
  if (text.length > MAX_LENGTH) return null;
  // "(indicateurs, tableaux" cut in its parenthesis: the parenthesis goes; ", ...)" opening a line is a broken one's end.
  const open = text.lastIndexOf('(');
  if (open > 0 && text.indexOf(')', open) < 0) text = text.slice(0, open).replace(/[\s,]+$/u, '');
  if ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length) return null;
  const wording = capitalize(text.trim().replace(/\s+([,.;])/gu, '$1'));
  const folded = fold(wording);
  const first = /^\p{L}+/u.exec(folded)?.[0] ?? '';
  const opens = isInfinitive(first) || ACTION_NOUN.test(first);
  if (wording.length < 12 || !opens || GENERIC_DUTY.test(first) || /[?:*]|&#/.test(wording)) return null;
  if (/(?:^|[^\p{L}])(?:notre|votre|leur)(?=$|[^\p{L}])/u.test(folded)) return null;
  // English duties ("Deliver high standard patient care") are not French labels (spec 4.2 rule 3).
  if (NOT_A_DUTY.test(folded) || !FRENCH_WORDS.test(folded) || /(?:^|[^\p{L}])(?:the|and|with|you|your|we|our)(?=$|[^\p{L}])/u.test(folded)) return null;
  const terms = contentTerms(wording);
  // "Support aux Opérations", "Déploiement d'outils de pilotage": a sub-heading of the missions, not a duty.
  if (terms.length < 2 || wording === wording.toUpperCase() || wording.split(/\s+/).length < MIN_WORDS) return null;
  return wordedRequirement(wording, terms);
}
