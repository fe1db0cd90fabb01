import { memoizedPerDocument } from './document-memo.js';
import { fold } from './fold.js';
import { BULLET_CHARS } from './bullets.js';

/**
 * Headings of resumes and job offers, French and English, as a table (STYLE principle 4).
 * Order matters only for readability: a line is a heading when its folded text starts with one
 * of these phrases and is short.
 */
export type SectionKind =
  // resumes
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'interests'
  | 'projects'
  | 'summary'
  | 'volunteering'
  | 'references'
  | 'contact'
  // job offers
  | 'company'
  | 'missions'
  | 'profile'
  | 'required'
  | 'bonus'
  | 'benefits'
  | 'other';

const HEADINGS: Array<[SectionKind, string[]]> = [
  ['required', ['competences requises', 'competences techniques requises', 'prerequis', 'exigences', 'competences requises', 'qualifications requises', 'must have', 'must-have', 'required skills', 'required qualifications', 'minimum qualifications', 'ce qui est indispensable', 'indispensable', 'essential', 'essential criteria', 'essential requirements', 'essential skills', 'essential qualifications', 'essential skills and experience', 'about you - essential']],
  ['bonus', ['desired skills', 'desired qualifications', 'desired', 'preferred', 'competences appreciees', 'competences souhaitees', 'nice to have', 'nice-to-have', 'bonus', 'les plus', 'un plus', 'atouts', 'serait un plus', 'preferred qualifications', 'preferred skills', 'desirable', 'desirable criteria', 'desirable skills', 'desirable requirements', 'desirable qualifications', 'highly regarded', 'highly desirable', 'advantageous', 'bonus points', 'nice-to-haves', 'nice to haves', 'pluses', 'competences appreciees', 'souhaite']],
  ['profile', ['minimum skills and competencies', 'minimum skills', 'skills and competencies', 'description du profil', 'le profil recherche', 'competences attendues', 'competences recherchees', 'competences techniques recherchees', 'environnement technique', 'la stack technique', 'stack technique', 'stack', 'qualites personnelles', 'soft skills', 'hard skills', 'competences comportementales', 'savoir etre', 'qualites requises', 'profil recherche', 'votre profil', 'profil', 'le profil', 'profile', 'qualifications', 'who you are', 'what we are looking for', "what we're looking for", 'what you bring', 'what you will bring', 'your profile', 'competences', 'skills and experience', 'experience and skills', 'savoir-faire', 'savoir-etre', 'connaissances', 'requirements and skills', 'requirements', 'basic qualifications', 'candidate profile', 'about you', 'vous etes', 'vous avez']],
  ['missions', ['vos missions seront les suivantes', 'vos principales missions', 'missions principales', 'mission principale', 'vos missions principales', 'votre role et vos missions', 'fonctions et responsabilites', 'responsabilites principales', 'vos principales responsabilites', 'activites principales', 'vous aurez la charge de', 'description de poste', 'contexte de la mission', 'votre mission', 'description', 'missions', 'vos missions', 'les missions', 'mission', 'descriptif du poste', 'description du poste', 'le poste', 'poste', 'vos responsabilites', 'responsabilites', 'responsibilities', 'key responsibilities', 'duties', 'essential duties', 'what you will do', "what you'll do", 'the role', 'role', 'activites', 'vos activites', 'job description', 'votre role', 'your role', 'primary purpose', 'essential duties and responsibilities', 'essential functions', 'what you will be doing', 'what you need for this position']],
  ['company', ['introduction', 'description de l\'entreprise', 'presentation de l\'entreprise', 'presentation', 'rejoindre', 'nous rejoindre', 'a propos', 'qui sommes-nous', 'qui sommes nous', 'about us', 'about the company', "l'entreprise", 'entreprise', 'la societe', 'notre societe', 'our company', 'who we are', 'le groupe', 'notre client', 'contexte']],
  ['benefits', ['pourquoi nous rejoindre', 'pourquoi les rejoindre', 'pourquoi choisir', 'ce que nous vous proposons', 'nos avantages', 'informations supplementaires', 'conditions du poste', 'environnement de travail', 'avantages', 'ce que nous offrons', 'ce que nous proposons', 'nous offrons', 'nous vous offrons', 'nous proposons', 'we offer', 'what we offer', 'benefits', 'perks', 'remuneration', 'salaire', 'salary', 'compensation', 'package', 'conditions', 'informations complementaires', 'modalites', 'processus de recrutement', 'recruitment process', 'pourquoi nous rejoindre', 'why join us', 'type de contrat', 'contrat', 'lieu', 'location', 'horaires']],
  ['experience', ['experience de travail', 'experiences de travail', 'experiences de travail pertinentes', 'historique d\'emploi', 'historique d\'emplois', 'historique de travail', 'emplois occupes', 'experiences professionnelles', 'experience professionnelle', 'experiences', 'experience', 'parcours professionnel', 'ou ai-je travaille', 'mes experiences', 'mes experiences professionnelles', 'parcours', 'emplois', 'work experience', 'professional experience', 'employment history', 'employment', 'work history', 'career history', 'career', 'relevant experience', 'historique professionnel', 'industrial training', 'internships', 'internship', 'stages', 'national youth service corps', 'professional background', 'employment record', 'positions held', 'postes occupes', 'autres experiences', 'autres experiences professionnelles', 'autre experience', 'experiences anterieures', 'experiences complementaires', 'other experience', 'other work experience', 'additional experience', 'previous experience', 'prior experience', 'earlier career', 'early career']],
  ['education', ['qu\'ai-je etudie', 'mes formations', 'mon parcours scolaire', 'formations', 'formation', 'etudes', 'diplomes', 'diplomes et formations', 'cursus', 'education', 'academic background', 'academic', 'qualifications academiques', 'training', 'education and training', 'scolarite', 'educational qualifications', 'educational qualification', 'education & qualifications', 'education & training', 'education and qualifications', 'academic qualification', 'academic qualifications', 'institutions attended', 'institutions attended with dates', 'educational background', 'education background', 'academic profile', 'academic record', 'parcours scolaire', 'parcours academique', 'formation academique', 'formation initiale', 'diplomes obtenus', 'etudes et diplomes', 'schools attended', 'academic details', 'education details', 'educational details', 'academic credentials', 'scholastic record', 'secondary education', 'tertiary education', 'higher education', 'primary education', 'further education', 'post-secondary education', 'post secondary education', 'secondary school', 'high school', 'etudes secondaires', 'etudes superieures', 'enseignement secondaire', 'enseignement superieur', 'formation secondaire', 'formation superieure']],
  ['skills', ['ce que je sais faire', 'mes competences', "competences liees a l'emploi", 'job-related skills', 'competence numerique', 'digital competence', 'computer literacy', 'computer proficiency', 'it literacy', 'software skills', 'software proficiency', 'digital skills', 'competences numeriques', 'outils informatiques', 'competences techniques', 'competences cles', 'skills matrix', 'skill matrix', 'competences informatiques', 'competences professionnelles', 'areas of expertise', 'core skills', 'key competencies', 'computer skills', 'technical competencies', 'competences', 'savoir-faire', 'technical skills', 'skills', 'key skills', 'core competencies', 'competencies', 'outils', 'tools', 'technologies', 'informatique', 'logiciels', 'it skills', 'expertise', 'domaines de competences', 'domaines d\'expertise', 'domaines de competence', 'qualites', 'atouts', 'strengths', 'aptitudes']],
  ['languages', ['langues', 'langues et informatique', 'langues etrangeres', 'langue(s) maternelle(s)', 'langues maternelles', 'langue maternelle', 'autre(s) langue(s)', 'autres langues', 'mother tongue(s)', 'mother tongue', 'other language(s)', 'other languages', 'languages', 'language skills', 'langues parlees', 'languages spoken', 'spoken languages']],
  ['certifications', ['certifications', 'certification', 'certificats', 'cours', 'courses', 'habilitations', 'licenses and certifications', 'licences et certifications', 'permis et habilitations', 'professional development', 'continuing professional development', 'short courses', 'courses and certifications', 'certifications and training', 'formations complementaires', 'formation continue', 'formations continues', 'attestations', 'cours et attestations', 'brevets et certificats', 'certificates', 'professional qualifications', 'trade qualifications', 'licences', 'licenses', 'accreditations', 'industrial attachment', 'nysc']],
  ['interests', ["centres d'interet", "centres d'interets", 'centre d interet', 'loisirs', 'interets', 'hobbies', 'interests', 'activites extra-professionnelles', 'divers', 'passions']],
  ['projects', ['projets', 'projects', 'realisations', 'key projects', 'publications', 'project details', 'projects undertaken', 'projects handled', 'project profile', 'academic projects', 'personal projects', 'major projects', 'projets realises', 'projets academiques', 'projets personnels']],
  ['summary', ['qui suis-je', 'profil professionnel', 'resume', 'a propos de moi', 'summary', 'professional summary', 'objective', 'objectif', 'objectif professionnel', 'objectifs professionnels', 'projet professionnel', 'career objective', 'professional objective', 'about me', 'personal profile', 'personal statement', 'career summary', 'profil personnel', 'career profile', 'professional profile', 'profile summary', 'executive summary', 'career overview', 'profil de carriere']],
  ['volunteering', ['benevolat', 'engagements', 'vie associative', 'volunteering', 'volunteer experience', 'activites associatives', 'extra-curricular activities', 'extracurricular activities', 'activites extrascolaires']],
  ['references', ['references', 'referees']],
  ['contact', ['ou me joindre', 'me joindre', 'contact', 'contacts', 'coordonnees', 'contact details', 'contact information', 'contact address', 'contact info', 'adresse de contact', 'informations personnelles', 'personal information', 'personal details', 'etat civil', 'me contacter', 'links', 'liens', 'donnees personnelles', 'personal data', 'personal particulars']],
  // Headings that end the section above them without starting one we read (job-site exports).
  ['other', ['enseignements', 'activites d\'enseignement', 'teaching activities', 'relevant courses', 'relevant coursework', 'coursework', 'courses taken', 'key modules', 'relevant modules', 'additional information', 'informations additionnelles', 'autres informations', 'other information', 'declaration', 'achievements', 'key achievements', 'professional memberships', 'memberships', 'affiliations', 'awards', 'honors', 'honours', 'honors-awards', 'honors & awards', 'honours & awards', 'honours and awards', 'honors and awards', 'awards and honours', 'awards & honours', 'awards and recognition', 'distinctions', 'prix et distinctions', 'recompenses']],
];

/** Phrases by their first word, longest first, so that "experience professionnelle" wins over "experience". */
const PHRASES_BY_FIRST_WORD = new Map<string, Array<[string, SectionKind]>>();
for (const [kind, phrases] of HEADINGS) {
  for (const p of phrases) {
    const first = /^[^\s:]+/.exec(p)![0];
    const list = PHRASES_BY_FIRST_WORD.get(first) ?? [];
    list.push([p, kind]);
    PHRASES_BY_FIRST_WORD.set(first, list);
  }
}
for (const list of PHRASES_BY_FIRST_WORD.values()) list.sort((a, b) => b[0].length - a[0].length);

/**
 * In a job offer, the headings of a resume mean requirements ("Expérience", "Formation",
 * "Langues" list what the candidate must have), and the rest says nothing about the candidate.
 */
const IN_JOB_OFFER: Partial<Record<SectionKind, SectionKind>> = {
  experience: 'profile',
  education: 'profile',
  skills: 'profile',
  languages: 'profile',
  certifications: 'profile',
  interests: 'other',
  projects: 'other',
  summary: 'company',
  volunteering: 'other',
  references: 'other',
  contact: 'other',
};

export type TextKind = 'resume' | 'job';

export interface Segment {
  /** Offsets into the original text. */
  start: number;
  end: number;
  text: string;
  section: SectionKind;
  /** A heading line of its own (its text is the heading). */
  isHeading: boolean;
}

const BULLET = new RegExp(`^[\\s${BULLET_CHARS}\\-*–—>]+`, 'u');

/**
 * The section kind of a line when it is a heading, and where its content starts (inline
 * "Profil recherché : Bac+5 …"). A heading line is the phrase alone, possibly with a colon or a
 * parenthesis, or a short line (≤ 5 words) ending with a colon or written in capitals.
 */
export const headingOf: (line: string) => { kind: SectionKind; contentStart: number } | null = memoizedPerDocument(headingOfLine);

function headingOfLine(line: string): { kind: SectionKind; contentStart: number } | null {
  // "?⇥Qui suis-je ?", "@⇥Où me joindre ?": a template's icon in a cell of its own before the heading.
  const icon = /^[^\p{L}\p{N}\t]{1,3}\t(?=\p{L})/u.exec(line);
  if (icon) {
    const rest = headingOf(line.slice(icon[0].length));
    return rest === null ? null : { kind: rest.kind, contentStart: rest.contentStart + icon[0].length };
  }
  // Every line of every document is asked: the two readings of a whole-line heading are skipped
  // for what cannot be one (a sentence, a lower-case start), without building their tokens.
  const wholeLine = line.length <= MAX_WHOLE_LINE_HEADING && !/[.,;@]\s|\d{3}/.test(line);
  // "L i c e n c e s , C a r d s & C e r t i f i c at e s": a spaced heading keeps its commas.
  const spaced = wholeLine || (line.length <= MAX_WHOLE_LINE_HEADING && isLetterSpaced(line)) ? letterSpacedHeading(line) : null;
  if (spaced !== null) return { kind: spaced, contentStart: line.length };
  // "CORESKILLS": a letter-spaced heading closed up by its reader, word gaps lost with the spacing.
  const closed = wholeLine && /^[\p{Lu}&'’-]{6,40}$/u.test(line.trim()) ? compactKind(compact(line)) : null;
  if (closed !== null) return { kind: closed, contentStart: line.length };
  const known = tableHeading(line);
  if (known !== null) return known;
  const qualified = wholeLine ? (qualifiedHeading(line) ?? joinedHeading(line)) : null;
  if (qualified !== null) return { kind: qualified, contentStart: line.length };
  const glued = wholeLine ? smallCapsGlued(line) : null;
  const smallCaps = glued === null ? null : headingOf(glued);
  return smallCaps === null ? null : { kind: smallCaps.kind, contentStart: line.length };
}

/**
 * Whether a line reads as a heading only by its head noun, not as a phrase of the table
 * ("Mulcair Medical Technologies", "Cloud Technologies"): such a reading may be a name.
 */
export function headingByHeadNounOnly(line: string): boolean {
  return tableHeading(line) === null && (qualifiedHeading(line) ?? joinedHeading(line)) !== null;
}

/**
 * "P rofessional Q ualifications & T raining": a heading in small capitals whose text layer set
 * each word's first letter (a full capital, larger) apart from the rest; the words glued back, or
 * null when the line is not so cut (every word must start with such a capital or be a link word).
 */
function smallCapsGlued(line: string): string | null {
  if (line.length > 60 || !/(?:^|\s)\p{Lu} \p{Ll}/u.test(line)) return null;
  const glued = line.trim().replace(/(^|\s)(\p{Lu}) (\p{Ll}+)/gu, '$1$2$3');
  const words = glued.split(/\s+/);
  return words.every((w) => /^(?:\p{Lu}[\p{L}'’-]*|&|and|of|et|de|des|du|la|le)[:：]?$/u.test(w)) ? glued : null;
}

/** Longer than this, a line is no letter-spaced heading nor a qualified one (those are ≤ 40 letters). */
const MAX_WHOLE_LINE_HEADING = 120;

function tableHeading(line: string): { kind: SectionKind; contentStart: number } | null {
  const lead = BULLET.exec(line)?.[0].length ?? 0;
  const body = line.slice(lead);
  const folded = fold(body);
  const first = /^[^\s:]+/.exec(folded)?.[0];
  const candidates = first === undefined ? undefined : PHRASES_BY_FIRST_WORD.get(first.replace(/[.:]+$/, ''));
  if (!candidates) return null;
  const words = body.trim().split(/\s+/).length;
  for (const [phrase, kind] of candidates) {
    if (!folded.startsWith(phrase)) continue;
    const after = folded.slice(phrase.length);
    if (after.length > 0 && /^[\p{L}\p{N}]/u.test(after)) continue;
    if (/^\s*(?:\([^)]{0,40}\))?\s*[:：.?]?\s*$/u.test(after)) return { kind, contentStart: line.length };
    // "Educational Qualifications with Dates", "Work Experience (most recent first)", "… to date".
    if (TAIL_QUALIFIER.test(after)) return { kind, contentStart: line.length };
    const shortLine = words <= 5 && !/[.;,]/.test(after);
    if (shortLine && (/[:：]\s*$/.test(after) || (body === body.toUpperCase() && /\p{Lu}/u.test(body)))) {
      return { kind, contentStart: line.length };
    }
    const colon = /^\s*(?:\([^)]{0,40}\)\s*)?[:：]\s*/u.exec(after);
    if (colon) return { kind, contentStart: lead + phrase.length + colon[0].length };
    // "Education & Qualifications", "Langues et certifications": two headings joined; the first names it.
    const joined = /^\s*(?:&|and|et|\+|\/)\s*([^:：]+?)\s*[:：]?\s*$/u.exec(after);
    if (joined && COMPACT_PHRASES.has(compact(joined[1]!))) return { kind, contentStart: line.length };
  }
  return null;
}

/** What a heading may say after its phrase about how it is written: "with dates", "to date", "(most recent first)". */
const TAIL_QUALIFIER = /^\s+(?:(?:with|and|&)\s+(?:dates?|years?|details?)|to date|in brief|(?:in\s+)?(?:reverse\s+)?chronological(?:\s+order)?|par ordre chronologique|(?:\(\s*)?(?:most recent|latest) first(?:\s*\))?)\s*[:：.]?\s*$/;
/** TAIL_QUALIFIER's letters, for a heading whose spaces are gone or letter-spaced. */
const COMPACT_TAIL = /(?:withdates?|anddates?|withyears|withdetails|todate|mostrecentfirst|latestfirst|reversechronologicalorder|chronologicalorder)$/;

/** Every phrase of the table without its spaces and punctuation ("centresdinteret"). */
const COMPACT_PHRASES = new Map<string, SectionKind>();
for (const [kind, phrases] of HEADINGS) for (const p of phrases) if (!COMPACT_PHRASES.has(compact(p))) COMPACT_PHRASES.set(compact(p), kind);
/** The kind of a phrase of the table written without spaces, with or without a tail qualifier ("educationalqualificationswithdates"). */
function phraseKind(letters: string): SectionKind | undefined {
  return COMPACT_PHRASES.get(letters) ?? COMPACT_PHRASES.get(letters.replace(COMPACT_TAIL, '') || letters);
}

/** Whether the text is a heading phrase of the table as it stands ("Expériences professionnelles"), nothing more. */
export function isHeadingPhrase(text: string): boolean {
  return COMPACT_PHRASES.has(compact(text));
}

/** Head nouns a letter-spaced heading may end with after a qualifier ("C O R E S K I L L S",
 * "S Y S T E M S & T O O L S"): its words cannot be told apart once the spaces are gone. */
const COMPACT_ENDINGS: Array<[string, SectionKind]> = [
  ['skills', 'skills'], ['competences', 'skills'], ['tools', 'skills'], ['outils', 'skills'], ['languages', 'languages'], ['langues', 'languages'],
  ['experience', 'experience'], ['experiences', 'experience'], ['education', 'education'], ['certifications', 'certifications'], ['interests', 'interests'],
  ['courses', 'certifications'], ['certificates', 'certifications'],
];

function compact(s: string): string {
  return fold(s).replace(/[^a-z]/g, '');
}

/**
 * Design templates space out the letters of their headings ("C O M P É T E N C E S", kerned into
 * "C O N TA C T" or "LO G I C I E L S"), so that words cannot be read off the spaces: a line of
 * capitals, mostly single letters, is compared with the table without spaces — the whole phrase,
 * or a qualifier and one of a few head nouns.
 */
function letterSpacedHeading(line: string): SectionKind | null {
  // Separators between the spaced words ("C a r d s , C e r t i f i c at e s") are not letters.
  const tokens = line.trim().replace(BULLET, '').replace(/\s*[:：]$/u, '').split(/\s+/).filter((t) => !/^[,;/|·+]$/u.test(t));
  // "S c olar ité", "C erti f i c at ion s": a text layer that spaced a kerned heading at random
  // (letters and pieces of words, any case); only the whole phrase of the table is read so.
  if (tokens.length >= 3 && tokens.length <= 36 && tokens.some((t) => /^\p{L}$/u.test(t)) && tokens.some((t) => t.length > 1) && tokens.every((t) => /^[\p{L}'’&-]+$/u.test(t))) {
    const letters = compact(line);
    const whole = phraseKind(letters);
    if (whole !== undefined) return whole;
    // Mostly single letters in any case ("L i c e n c e s & C e r t i f i c at e s"): a
    // qualifier and a head noun, as for capitals below.
    if (tokens.length >= 6 && tokens.filter((t) => t.length === 1).length >= tokens.length * 0.8) {
      const ending = joinedKind(line) ?? endingKind(letters);
      if (ending !== null) return ending;
    }
  }
  if (tokens.length < 4 || tokens.some((t) => !/^[\p{Lu}&'’\-]{1,3}$/u.test(t))) return null;
  if (tokens.filter((t) => t.length === 1).length < tokens.length * 0.6) return null;
  const letters = compact(line);
  const whole = phraseKind(letters);
  if (whole !== undefined) return whole;
  const joined = joinedKind(line);
  if (joined !== null) return joined;
  // "S K I L L S & L A N G U A G E S": a skills list first (the languages step reads the levels anywhere).
  if (/^(?:skills|competences)(?:and|et)?(?:languages|langues)$/.test(letters)) return 'skills';
  return endingKind(letters);
}

/** "Q UA L I F I C AT I O N S & T R A I N I N G", "E D U C AT I O N & C E R T I F I C AT E S": two phrases of the table joined; the first names it. */
function joinedKind(line: string): SectionKind | null {
  const sides = line.split(/\s[&+]\s/);
  if (sides.length !== 2) return null;
  const [first, second] = sides.map((side) => COMPACT_PHRASES.get(compact(side)));
  return first !== undefined && second !== undefined ? first : null;
}

/** The kind of a heading written without spaces: the table's whole phrase, else its head noun. */
function compactKind(letters: string): SectionKind | null {
  return phraseKind(letters) ?? endingKind(letters);
}

/** The kind of a head noun the letters end with, after a qualifier of three letters or more. */
function endingKind(letters: string): SectionKind | null {
  for (const [ending, kind] of COMPACT_ENDINGS) if (letters.length > ending.length + 2 && letters.endsWith(ending)) return kind;
  return null;
}

/**
 * "Expér ience", "profes sionnelle": a heading whose words a text layer cut at random (kerning,
 * justified letters), short and with no word of its own: the kind of its letters when the table
 * holds them as a phrase, with `more` the letters of a line above it that began that phrase.
 */
export function cutHeadingKind(text: string, more = ''): SectionKind | null {
  const body = text.replace(BULLET, '').trim();
  const tokens = body.split(/\s+/);
  if (body.length > 40 || tokens.length < 2 || !tokens.every((t) => /^[\p{L}&'’]+$/u.test(t))) return null;
  const letters = compact(more) + compact(body);
  const whole = COMPACT_PHRASES.get(letters);
  if (whole !== undefined) return whole;
  // "WOR K E XPER IENCE IN DE TAIL": in capitals, a phrase of the table and a few more letters.
  if (more !== '' || body !== body.toUpperCase()) return null;
  for (let end = letters.length - 1; end >= MIN_CUT_PHRASE; end--) {
    const kind = COMPACT_PHRASES.get(letters.slice(0, end));
    if (kind !== undefined) return letters.length - end <= end ? kind : null;
  }
  return null;
}

/** Letters of the shortest phrase a cut heading in capitals may start with ("experience"). */
const MIN_CUT_PHRASE = 8;

/**
 * "C A R E E R H I S TO RY", "p r o f i l": letters set apart, one token per letter (pairs where
 * the font's kerning glued two), whatever the case; known heading or not.
 */
export function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(/\s+/).filter((t) => /\p{L}/u.test(t));
  if (tokens.length < 4) return false;
  const short = tokens.filter((t) => t.length <= 2).length;
  return short >= tokens.length * 0.8;
}

/** Nouns that head a list's heading, first word or last ("Skills Summary", "Areas of Expertise"). */
const HEAD_NOUNS = new Map<string, SectionKind>([
  ...(['skills', 'competences', 'competencies', 'tools', 'outils', 'expertise', 'proficiencies', 'abilities', 'technologies', 'logiciels', 'aptitudes'] as const).map((w) => [w, 'skills'] as [string, SectionKind]),
  ...(['languages', 'langues', 'linguistiques'] as const).map((w) => [w, 'languages'] as [string, SectionKind]),
  ...(['certifications', 'certificates', 'courses'] as const).map((w) => [w, 'certifications'] as [string, SectionKind]),
  ...(['volunteering', 'benevolat'] as const).map((w) => [w, 'volunteering'] as [string, SectionKind]),
]);
/** Nouns that head a heading only as its last word, after a qualifier ("Teaching Experience",
 * "CLINICAL EXPERIENCE", "Previous Employment"); "Years of Experience" is a column, not a section. */
const TAIL_NOUNS = new Map<string, SectionKind>((['experience', 'experiences', 'employment'] as const).map((w) => [w, 'experience']));
const NOT_A_QUALIFIER = /^(?:years?|yrs|months?|level|total|relevant|ans|annees|mois|niveau)$/;

/**
 * The kind a short heading the table does not hold names by its head noun: the last word of
 * either side of "&" ("SHORT COURSES & ACHIEVEMENTS", "Tools & Technologies"), else the first
 * word ("Skills Summary", "Compétences professionnelles"). "Skills & Languages" is a skills list:
 * the languages step reads languages with a level anywhere. Null beyond four words.
 */
export function headNounKind(text: string): SectionKind | null {
  const folded = fold(text.replace(BULLET, '')).replace(/[:：]\s*$/, '').trim();
  const words = folded.split(/[\s&/-]+/).filter((w) => w !== '' && !/^(?:of|and|et|de|des|du|d'|en)$/.test(w));
  if (words.length === 0 || words.length > 4 || /[\d,.;()!?@]/.test(folded)) return null;
  // "Domaines d'expertise": the head noun without its elided article.
  const heads = folded.split(/\s*(?:&|\band\b|\bet\b)\s*/).map((p) => p.trim().split(/[\s/-]+/).pop()!.replace(/^[dl]['’]/, ''));
  for (const head of [...heads, words[0]!]) {
    const kind = HEAD_NOUNS.get(head);
    if (kind) return kind;
  }
  const tail = TAIL_NOUNS.get(words[words.length - 1]!);
  return tail && words.length >= 2 && !NOT_A_QUALIFIER.test(words[words.length - 2]!) ? tail : null;
}

/**
 * A short heading the table does not hold, in capitals ("CORE SKILLS", "SYSTEMS & TOOLS") or in
 * Title Case ("Areas of Expertise", "Key Competencies"), named by its head noun. Sentence case
 * ("Communication skills") is an item of a list, not its heading.
 */
function qualifiedHeading(line: string): SectionKind | null {
  const body = line.replace(BULLET, '').trim().replace(/\s*[:：]$/, '');
  if (body.length > 40 || !/^[\p{L}\s&/'’-]+$/u.test(body)) return null;
  const words = body.split(/[\s&/-]+/).filter((w) => w !== '');
  if (words.length < 2 || words.length > 4) return null;
  const capitals = body === body.toUpperCase() && /\p{Lu}{3}/u.test(body);
  const titleCase = words.every((w) => w.length < 4 || /^\p{Lu}/u.test(w));
  return capitals || titleCase ? headNounKind(body) : null;
}

/**
 * "Postes et expériences professionnelles", "Teaching and work experience": a word or two joined to
 * a phrase of the table of two words or more, in any case, the whole a short line of words: the
 * phrase names it.
 */
function joinedHeading(line: string): SectionKind | null {
  const body = line.replace(BULLET, '').trim().replace(/\s*[:：]$/, '');
  if (body.length > 60 || !/^\p{Lu}[\p{L}\s&'’-]+$/u.test(body)) return null;
  const m = /^(\S+(?:\s\S+)?)\s+(?:&|and|et)\s+(.+)$/iu.exec(body);
  if (m === null || m[2]!.split(/\s+/).length < 2 || m[2]!.split(/\s+/).length > 3) return null;
  const folded = fold(m[2]!);
  return PHRASES_BY_FIRST_WORD.get(folded.split(' ')[0]!)?.find(([phrase]) => phrase === folded)?.[1] ?? null;
}

/**
 * Splits a text into segments (sentences or bullet items) tagged with the section they are in.
 * Offsets refer to the original text.
 */
export function splitIntoSegments(text: string, kind: TextKind = 'resume'): Segment[] {
  const segments: Segment[] = [];
  let section: SectionKind = 'other';
  for (const [lineStart, line] of virtualLines(text)) {
    if (line.trim().length === 0) continue;
    let contentStart = 0;
    const heading = line.length <= 90 || /^[^:]{3,60}:/.test(line) ? headingOf(line) : null;
    // "Location: Sydney", "Salaire : 35 k€" under an offer's title: a field of the offer, its value on
    // its line; the lines after it are not the field's.
    let after: SectionKind | null = null;
    if (heading) {
      if (kind === 'job' && heading.contentStart < line.length && OFFER_FIELD.test(fold(line))) after = section;
      section = kind === 'job' ? (IN_JOB_OFFER[heading.kind] ?? heading.kind) : heading.kind;
      const headEnd = Math.min(heading.contentStart, line.length);
      segments.push({ start: lineStart, end: lineStart + headEnd, text: line.slice(0, headEnd), section, isHeading: true });
      contentStart = headEnd;
      if (contentStart >= line.length) continue;
    }
    splitSentences(line, contentStart, (a, b) => {
      const t = line.slice(a, b);
      if (t.trim().length > 0) segments.push({ start: lineStart + a, end: lineStart + b, text: t, section, isHeading: false });
    });
    if (after !== null) section = after;
  }
  return segments;
}

/** The one-line fields of an offer ("Lieu : …", "Salary: …", "Type de contrat : …"). */
const OFFER_FIELD = /^[\s•·*-]*(?:lieu|location|localisation|salaire|salary|remuneration|compensation|contrat|type de contrat|contract(?: type)?|horaires?|hours|date de debut|start date|duree|duration)\s*[:：]\s*\S/u;

/** Lines longer than this are probably a list or a whole offer flattened into one paragraph… */
const LONG_LINE = 200;
/** …unless no sentence in them is longer than this. */
const LONG_SENTENCE = 320;
/** Words after which a capital does not start a new item ("experience in Microsoft …"). */
const GLUE = new Set('a an the in of on at by to for from with using and or as de du des la le les en et ou avec pour sur par dans au aux un une'.split(' '));

/**
 * The lines of a text with their offsets. A long line without sentence punctuation (an offer
 * pasted from a web page, its bullets lost) is cut where an inline heading ("Desired Skills:")
 * or a new item ("… applications Maintain systems …") starts.
 */
function* virtualLines(text: string): Generator<[number, string]> {
  for (const m of text.matchAll(/[^\n]+/g)) {
    const line = m[0];
    // Prose: every sentence ends with its punctuation ("… des logiciels Microsoft Office 365, Hastus et Power BI.").
    if (line.length <= LONG_LINE || Math.max(...line.split(/[.!?](?:\s+|$)/).map((s) => s.length)) <= LONG_SENTENCE) {
      yield [m.index, line];
      continue;
    }
    let start = 0;
    const cut = /(?<=[\p{Ll}\d)%])\s+(?=\p{Lu}[\p{Ll}]+\b)/gu;
    for (const c of line.matchAll(cut)) {
      const before = /(\p{L}+)\W*$/u.exec(line.slice(Math.max(start, c.index - 20), c.index))?.[1] ?? '';
      // "Visual Studio", "Entity Framework": a capital after a capitalised word continues a name.
      if (GLUE.has(before.toLowerCase()) || /^\p{Lu}/u.test(before)) continue;
      const at = c.index + c[0].length;
      yield [m.index + start, line.slice(start, c.index)];
      start = at;
    }
    yield [m.index + start, line.slice(start)];
  }
}

/**
 * Sentence ends: ". " before a capital or a digit, "; ", " • ", and a full stop glued to the next
 * sentence ("fournisseurs.Le score"), common in text pasted from web pages.
 */
function splitSentences(line: string, from: number, emit: (a: number, b: number) => void): void {
  const re = /(?<=[^\s.]{2}[.!?])\s+(?=[\p{Lu}\d«"(])|(?<=\p{Ll}{3}[.!?])(?=\p{Lu}\p{Ll})|;\s+|\s+[•▪●]\s+|\s*·\s+/gu;
  re.lastIndex = from;
  let start = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null) {
    emit(start, m.index);
    start = m.index + m[0].length;
    // A glued full stop is an empty match: step over it, or exec would find it forever.
    if (m[0].length === 0) re.lastIndex++;
  }
  emit(start, line.length);
}

export interface SectionStart {
  /** Offset of the heading line. */
  start: number;
  kind: SectionKind;
}

/**
 * The headings of a text and where they start, without cutting it into sentences: enough to
 * tell which section an offset belongs to.
 */
export function findSectionStarts(text: string, kind: TextKind = 'resume'): SectionStart[] {
  const starts: SectionStart[] = [];
  for (const [lineStart, line] of virtualLines(text)) {
    if (line.trim().length === 0) continue;
    const heading = line.length <= 90 || /^[^:]{3,60}:/.test(line) ? headingOf(line) : null;
    if (heading) starts.push({ start: lineStart, kind: kind === 'job' ? (IN_JOB_OFFER[heading.kind] ?? heading.kind) : inResume(heading.kind, line) });
  }
  return starts;
}

/** Words of a heading that names a person's pastimes ("Activités et intérêts", "Sports et loisirs"). */
const PASTIMES = /(?:^|[^\p{L}])(?:interets?|loisirs|hobbies|passions)(?=$|[^\p{L}])/u;

/**
 * In a resume, a heading of duties ("Missions", "Responsabilités", "Activités") lists what a job
 * was made of: work, under its experience; "Activités et intérêts" is the person's pastimes.
 */
function inResume(kind: SectionKind, line: string): SectionKind {
  // "Essential Skills", "Desired skills": an offer's words for what it asks, a resume's for its skills.
  if (kind === 'required' || kind === 'bonus') return 'skills';
  if (kind !== 'missions') return kind;
  return PASTIMES.test(fold(line)) ? 'interests' : 'experience';
}

/** The section an offset is in, given the section starts of its text. */
export function sectionAt(starts: SectionStart[], offset: number): SectionKind {
  let kind: SectionKind = 'other';
  for (const s of starts) {
    if (s.start > offset) break;
    kind = s.kind;
  }
  return kind;
}

