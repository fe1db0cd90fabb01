/**
 * Certifications and professional clearances in folded text: CACES (with recommendation and
 * category), habilitations électriques, and a table of well-known certificates. A certificate
 * has a `family` (CACES R489, habilitation électrique, PMP…) so that another category of the
 * same family can count as a partial match.
 */
import { fold } from '../../../text/fold.js';

export interface CertificationMention {
  /** Display name, as canonical as we can make it ("CACES R489 cat. 3"). */
  name: string;
  family: string;
  start: number;
  end: number;
}

/** Well-known certificates: [folded pattern source, display name, family]. */
const KNOWN: Array<[string, string, string]> = [
  ['pmp', 'PMP', 'pmp'],
  ['prince ?2', 'PRINCE2', 'prince2'],
  ['itil(?: v?[34])?(?: foundation)?', 'ITIL', 'itil'],
  ['cissp', 'CISSP', 'cissp'],
  ['cisa', 'CISA', 'cisa'],
  ['cism', 'CISM', 'cism'],
  ['ccna', 'CCNA', 'cisco'],
  ['ccnp', 'CCNP', 'cisco'],
  ['comptia (?:a\\+|security\\+|network\\+)', 'CompTIA', 'comptia'],
  ['cpa', 'CPA', 'cpa'],
  ['cfa', 'CFA', 'cfa'],
  ['acca', 'ACCA', 'acca'],
  ['psm ?i{1,3}|professional scrum master', 'Professional Scrum Master', 'scrum'],
  ['csm|certified scrum ?master', 'Certified ScrumMaster', 'scrum'],
  // "Safe Pass", "Gas Safe Registered" are no Scaled Agile certificates: SAFe with what it certifies.
  ['safe (?:\\d(?:\\.\\d)? )?(?:agilist|scrum ?master|practitioner|popm|product owner|rte|spc|devops|architect|lean portfolio)|scaled agile(?: framework)?(?: certified| certification)?', 'SAFe', 'safe'],
  ['togaf', 'TOGAF', 'togaf'],
  ['(?:lean )?six sigma(?: (?:green|black|yellow) belt)?', 'Six Sigma', 'six-sigma'],
  ['aws certified[a-z -]{0,40}', 'AWS Certified', 'aws-cert'],
  ['az-\\d{3}', 'Microsoft Azure', 'azure-cert'],
  ['sst|sauveteur secouriste du travail', 'SST (Sauveteur Secouriste du Travail)', 'secourisme'],
  ['psc ?1|prevention et secours civiques', 'PSC1', 'secourisme'],

  ['icdl|ecdl|(?:international|european) computer driving licen[cs]e', 'ICDL', 'icdl'],
  ['driver cpc', 'Driver CPC', 'driver-cpc'],

  ['haccp', 'HACCP', 'haccp'],
  ['bafa', 'BAFA', 'animation'],
  ['bafd', 'BAFD', 'animation'],
  ['bnssa', 'BNSSA', 'secourisme-aquatique'],
  ['ssiap ?[123]?', 'SSIAP', 'ssiap'],
  ['aipr', 'AIPR', 'aipr'],
  ['fimo', 'FIMO', 'fimo'],
  ['fco', 'FCO', 'fimo'],
  ['carte professionnelle', 'Carte professionnelle', 'carte-pro'],
  ['iso ?27001 (?:lead )?(?:auditor|implementer)', 'ISO 27001', 'iso27001'],
  ['osha ?(?:10|30)', 'OSHA', 'osha'],
  ['cscs', 'CSCS card', 'cscs'],
  // Site safety cards and tickets of the UK and Irish building trades.
  ['safe ?pass(?: card)?', 'Safe Pass', 'safe-pass'],
  ['working at heights?(?: certificate| certification| training| ticket)?', 'Working at Height', 'working-at-height'],
  ['ipaf(?: licen[cs]e| card| pal card)?', 'IPAF', 'ipaf'],
  ['pasma(?: card| certificate)?', 'PASMA', 'pasma'],
  ['first aid(?: certificate| certification)?', 'First Aid', 'secourisme'],
  ['cpr(?: certification| certified)?', 'CPR', 'secourisme'],
  ['bls|basic life support', 'Basic Life Support', 'secourisme'],
  ['acls', 'ACLS', 'secourisme'],
  ['forklift (?:licen[cs]e|certification|certificate)', 'Forklift licence', 'caces'],
  ['hazmat(?: endorsement)?', 'HAZMAT endorsement', 'hazmat'],
  ['(?:certificat |formation )?adr(?: matieres dangereuses)?|matieres dangereuses', 'ADR (matières dangereuses)', 'hazmat'],
  ['tanker endorsement', 'Tanker endorsement', 'tanker'],
  ['twic(?: card)?', 'TWIC card', 'twic'],
];

/** Licences to practise: "Active California RN license", "Professional Engineer (PE) license". */
const PRACTICE_LICENSE_RE =
  /(?<![\p{L}\d])((?:(?:[Aa]ctive|[Vv]alid|[Cc]urrent|[Uu]nrestricted|[Ss]tate)\s+)*((?:\p{Lu}[\p{L}.]*\s+){0,3}(?:RN|LPN|LVN|NP|PE|CPA|nursing|teaching|pharmacy|pharmacist|medical|engineering)\s+licen[cs]e))$/u;

/** Certificates with a level: "AFGSU niveau 2", "SSIAP 1". */
const LEVELED_RE = /(?<![\p{L}\d])(afgsu|ssiap)\s*(?:(?:niveau|level|niv\.?|n°)\s*)?([1-3])?(?![\p{L}\d])/gu;

/** "PALS certification", "ACLS certified": an acronym followed by the word. */
const ACRONYM_CERT_RE = /(?<![\p{L}\d])([A-Z][A-Z0-9&-]{1,7})\s+(?:certification|certificate|certified|card)\b/gu;

/** The literal words an alternative can start with: "(?:lean )?six sigma" starts with "lean" or "six". */
function leadingWords(alt: string): string[] {
  const optional = /^\(\?:([^)]*)\)\?(.*)$/.exec(alt);
  if (optional) return [...optional[1].split('|').flatMap(leadingWords), ...leadingWords(optional[2])];
  const word = /^[a-z0-9]+/.exec(alt.replace(/^\(\?:/, ''));
  return word ? [word[0]] : [];
}

/** The known patterns, anchored, by the literal word they start with: a text only tries those it contains. */
const KNOWN_BY_LEAD = new Map<string, Array<[RegExp, string, string]>>();
for (const [pattern, name, family] of KNOWN) {
  const re = new RegExp(`^(?:${pattern})(?![\\p{L}\\d])`, 'u');
  for (const lead of new Set(pattern.split('|').flatMap(leadingWords))) {
    const list = KNOWN_BY_LEAD.get(lead) ?? [];
    list.push([re, name, family]);
    KNOWN_BY_LEAD.set(lead, list);
  }
}
/** The family of electrical clearances (habilitations électriques). */
export const HABILITATION = 'habilitation-electrique';

/** One pass over the text finds where any known certificate may start. */
const KNOWN_LEADS = new RegExp(`\\b(?:${[...KNOWN_BY_LEAD.keys()].sort((a, b) => b.length - a.length).join('|')})`, 'g');

const CACES_RE =
  /(?<![\p{L}\d])caces\s*(?:®\s*)?(?:(r\s?\d{3})\s*)?(?:(?:cat(?:egorie|egories|\.)?s?|categories?|n°)?\s*((?:\d[a-z]?|[a-g])(?:\s*(?:,|et|\/|-|&|à|a)\s*(?:\d[a-z]?|[a-g]))*)(?![\p{L}\d]))?/gu;
const HABILITATION_RE =
  /(?<![\p{L}\d])habilitations?\s+electriques?(?:\s+((?:[bh][0-2]?[lrcvn]?|br|bc|bs|be|he|hc)(?:(?:\s*(?:,|et|\/|-)\s*|\s+)(?:[bh][0-2]?[lrcvn]?|br|bc|bs|be|he|hc))*))?(?![\p{L}\d])/gu;
const GENERIC_RE =
  /(?<![\p{L}\d])(?:certification|certificat|certifie|certifiee|certified|certificate)\s+(?:en\s+|in\s+|de\s+|d'|du\s+)?([\p{L}\d+#.\- ]{2,40}?)(?=\s*(?:[,.;:()!?]|$|\s(?:et|and|ou|or|obligatoire|exige|exigee|requise?|required|souhaitee?|appreciee?|preferred|indispensable|serait|is|est)\b))/gu;

const EMPLOYER_BEFORE = /(?:entreprise|societe|company|organisation|organization|groupe|group|agence|employeur|employer|nous sommes|we are|est|is)\s+(?:\p{L}+\s+){0,2}$/u;

/** Every certification mention of a text, in order, without overlaps. */
export function findCertifications(text: string, folded = fold(text)): CertificationMention[] {
  const found: CertificationMention[] = [];
  const add = (m: CertificationMention) => {
    if (!found.some((f) => m.start < f.end && m.end > f.start)) found.push(m);
  };
  // Each pattern only runs where its key word is: most resumes have none of them.
  if (folded.includes('caces')) for (const m of folded.matchAll(CACES_RE)) {
    const rec = m[1] ? m[1].replace(/\s/g, '').toUpperCase() : null;
    const cats = m[2] ? m[2].replace(/\s+/g, ' ').trim().toUpperCase().replace(/ ET /g, ' et ').replace(/ A /g, ' à ') : null;
    add({
      name: ['CACES', rec, cats ? `cat. ${cats}` : null].filter(Boolean).join(' '),
      family: rec ? `caces-${rec.toLowerCase()}` : 'caces',
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  if (folded.includes('habilitation')) for (const m of folded.matchAll(HABILITATION_RE)) {
    add({
      name: `Habilitation électrique${m[1] ? ' ' + m[1].toUpperCase() : ''}`,
      family: HABILITATION,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  if (/afgsu|ssiap/.test(folded)) for (const m of folded.matchAll(LEVELED_RE)) {
    const name = `${m[1].toUpperCase()}${m[2] ? ` niveau ${m[2]}` : ''}`;
    add({ name, family: m[1], start: m.index, end: m.index + m[0].length });
  }
  for (const lead of folded.matchAll(KNOWN_LEADS)) {
    const rest = folded.slice(lead.index, lead.index + 60);
    for (const [re, name, family] of KNOWN_BY_LEAD.get(lead[0]) ?? []) {
      const m = re.exec(rest);
      if (m) {
        add({ name, family, start: lead.index, end: lead.index + m[0].length });
        break;
      }
    }
  }
  for (const l of folded.matchAll(/licen[cs]e(?![\p{L}])/gu)) {
    // Anchored at the word "license": a short look back instead of a scan of the whole text.
    const from = Math.max(0, l.index - 60);
    const m = PRACTICE_LICENSE_RE.exec(text.slice(from, l.index + 7));
    if (!m) continue;
    const at = from + m.index + m[1].length - m[2].length;
    add({ name: m[2].trim(), family: fold(m[2].replace(/^.*?(\S+\s+licen[cs]e)$/u, '$1')), start: at, end: at + m[2].trim().length });
  }
  if (/certifi|card/.test(folded)) for (const m of text.matchAll(ACRONYM_CERT_RE)) {
    if (/^(?:AHA|ISO|IT|HR|RH)$/.test(m[1])) continue;
    add({ name: m[1], family: fold(m[1]), start: m.index, end: m.index + m[1].length });
  }
  if (/certifi/.test(folded)) for (const m of folded.matchAll(GENERIC_RE)) {
    const name = text.slice(m.index + m[0].length - m[1].length, m.index + m[0].length).trim();
    // "une entreprise certifiée Top Employer" is about the employer, not the candidate.
    if (EMPLOYER_BEFORE.test(folded.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (name.split(/\s+/).length > 6 || /^(?:de|du|des|le|la|les|the|a|an)$/i.test(name)) continue;
    add({ name, family: fold(name), start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A code of an electrical clearance (NF C 18-510): "b1v", "br", "h0"… */
const CODE = '[bh][0-2][lrcvn]?|br|bc|bs|be|hc|he';
const CODES = new RegExp(CODE, 'g');
/** A run of codes written as one word ("h0b0") or alone. */
const CODE_RUNS = new RegExp(`(?<![\\p{L}\\d])((?:${CODE})+)(?![\\p{L}\\d])`, 'gu');

/**
 * The codes of electrical clearances (NF C 18-510) in a folded text, glued ones split ("h0b0" → h0,
 * b0): "b1v", "br", "h0"…
 */
export function habilitationCodes(folded: string): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(CODE_RUNS)) {
    for (const code of m[1]!.match(CODES) ?? []) if (!out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * How far a clearance lets its holder go: 0 for non-electricians (B0, H0, H0V), 1 for simple
 * operations and tests (BS, BE, HE), 2 for electricians' work (B1, B2, BR, BC, H1, H2, HC).
 */
export function habilitationLevel(code: string): number {
  if (/^[bh]0/.test(code)) return 0;
  if (/^(?:bs|be|he)$/.test(code)) return 1;
  return 2;
}
