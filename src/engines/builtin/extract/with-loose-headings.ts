import { fold } from '../../../text/fold.js';
import type { Segment, SectionKind } from '../../../text/find-sections.js';
import type { EngineCatalogs } from '../engine-catalogs.js';
import { findRequirements } from '../find/find-requirements.js';

/**
 * Headings that offers write in their own words ("Ta mission", "Ton quotidien chez Exemple", "Ce
 * que nous recherchons chez toi", "Les petits + qui font la différence", "Vos missions, si vous
 * l'acceptez :"): a short line of its own, not a sentence, read by its key word. The first row
 * that matches wins: what the employer offers before the profile ("Ce que nous offrons").
 */
const LOOSE_HEADINGS: Array<[SectionKind, RegExp]> = [
  ['benefits', /(?:avantages?|petits?\s*\+|les\s*\+|pourquoi\s+(?:nous|les)|(?:ce\s+que\s+)?(?:nous|on)\s+(?:t'|vous\s+)?(?:offr|propos)|remuneration|salaire|package|what\s+we\s+offer|we\s+offer|benefits|perks|compensation|modalites|(?:processus|procedure|etapes|deroulement)\s+(?:de\s+|du\s+|d')?(?:recrutement|selection|candidature)|(?:comment|pour)\s+(?:postuler|candidater)|how\s+to\s+apply|(?:hiring|recruitment|interview|application|selection)\s+process)/u],
  ['profile', /(?:recherch|profil|attendu|requis|exige|prerequis|looking\s+for|requirements?|qualifications?|about\s+you|who\s+you\s+are|you\s+(?:have|bring)|competences|savoir|skills)/u],
  ['missions', /(?:missions?|impact|quotidien|role|responsabilites?|taches|activites|what\s+you(?:'ll|\s+will)\s+do|your\s+day|day\s+to\s+day|responsibilities|duties)/u],
  ['company', /(?:a\s+propos|about\s+(?:us|the\s+company)|qui\s+sommes|notre\s+(?:entreprise|societe|histoire)|who\s+we\s+are)/u],
];

const BULLET_START = /^\s*[•·▪◦‣●○■□✓✔➢➤►▸*>–—-]/u;

/** A line that can be a heading: a few words, not a sentence ("Parlons bien, parlons fulll !" is one). */
const HEADING_LIKE = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*\p{L}[^.!?]{1,70}$/u;

/**
 * "Nous recherchons un candidat disposant de…", "Vous devez être capable de…", "The ideal
 * candidate has…": a sentence that describes the person wanted starts the profile, wherever it
 * stands (after missions with no heading between), up to the end of its paragraph.
 */
const PROFILE_LEAD = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*(?:nous\s+(?:recherchons|attendons|cherchons)\s+(?:un|une|des|le|la|votre|quelqu)|(?:le|la|notre)\s+(?:candidate?|profil)\s+(?:ideal|recherche|retenu|doit|devra)|vous\s+(?:devez|devrez)\s+(?:etre|avoir|maitriser|posseder|justifier|disposer)|(?:we\s+are|we're)\s+looking\s+for|the\s+(?:ideal|successful)\s+candidate)/u;

/** A sentence ending in a colon that announces what the employer offers. */
const BENEFITS_LEAD = /(?:vous\s+beneficie(?:z|rez)|avantages\s+suivants|we\s+offer|you\s+will\s+(?:get|enjoy|benefit))[^:]{0,80}:\s*$/u;

/** What the employer offers, how it recruits, who it is: the parts of an offer that ask nothing. */
const ASKS_NOTHING: ReadonlySet<SectionKind> = new Set(['benefits', 'company']);

/** A segment of an offer; `loose`: a heading in the offer's own words, read here. */
export type OfferSegment = Segment & { loose?: boolean };

/**
 * Sections that find-sections does not see: loose headings, and a profile described in prose
 * after the missions. Segments keep their text; only their section changes.
 */
export function withLooseHeadings(text: string, segments: Segment[], catalogs: EngineCatalogs): OfferSegment[] {
  let section: SectionKind | null = null;
  /** A loose heading inside a known section ("Formation … Modalités de sélection"): it ends that section. */
  let ends = false;
  let profileUntil = -1;
  let benefitsList = false;
  return segments.map((s): OfferSegment => {
    if (s.isHeading) {
      section = null;
      ends = false;
      return s;
    }
    const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
    const lineEnd = text.indexOf('\n', s.end) < 0 ? text.length : text.indexOf('\n', s.end);
    const folded = fold(s.text).trim();
    const wholeLine = text.slice(lineStart, lineEnd).trim() === s.text.trim();
    // A heading names no requirement: "Permis B exigé", "Compétences en SQL" are items of a list.
    // Inside a known section, only a heading of what asks nothing ends it: "Compétences" under
    // "Profil" is a list's own title, "Modalités de sélection" after the diploma is not.
    if (wholeLine && HEADING_LIKE.test(s.text) && !BULLET_START.test(s.text) && folded.split(/\s+/).length <= 8 && !/^(?:vous|tu|you|nous|we)\b/.test(folded) && findRequirements(s.text, catalogs).length === 0) {
      const row = LOOSE_HEADINGS.find(([, re]) => re.test(folded));
      const kind = row?.[0];
      // In a known section the line must be the heading's own words, not a mission that names them.
      const leads = row !== undefined && /^(?:(?:nos|vos|les|le|la|l'|our|your|the)\s*)?$/u.test(folded.slice(0, row[1].exec(folded)!.index));
      if (kind && (s.section === 'other' || (ASKS_NOTHING.has(kind) && leads))) {
        section = kind;
        ends = s.section !== 'other';
        return { ...s, section: kind, isHeading: true, loose: true };
      }
    }
    // "En nous rejoignant, vous bénéficiez notamment des avantages suivants :": a sentence that announces
    // the benefits' list, up to the first line that is no item of it.
    if (wholeLine && BENEFITS_LEAD.test(folded)) {
      benefitsList = true;
      return { ...s, section: 'benefits', isHeading: true, loose: true };
    }
    if (benefitsList) {
      if (BULLET_START.test(text.slice(lineStart, lineEnd))) return { ...s, section: 'benefits' };
      benefitsList = false;
    }
    if ((s.section === 'other' || s.section === 'missions' || section === 'missions') && PROFILE_LEAD.test(folded)) profileUntil = lineEnd;
    if (s.start < profileUntil) return { ...s, section: 'profile' };
    return section && (s.section === 'other' || ends) ? { ...s, section } : s;
  });
}
