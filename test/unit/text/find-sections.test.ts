import { describe, expect, it } from 'vitest';
import { findSectionStarts, headingOf, headNounKind, splitIntoSegments } from '../../../src/text/find-sections.js';

describe('headingOf', () => {
  it.each([
    ['Profil recherché', 'profile'],
    ['VOS MISSIONS :', 'missions'],
    ['Expérience professionnelle', 'experience'],
    ['Nice to have', 'bonus'],
    ['À propos de nous :', 'company'],
    ['Must have', 'required'],
    ['Requirements', 'profile'],
    ['Formation', 'education'],
    ['💼 Expérience professionnelle', 'experience'],
    ['◆ Profil recherché', 'profile'],
    ['\uF0B1 Formation', 'education'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(["Expérience de 5 ans en Python requise", 'Compétences en gestion de projet appréciées', 'Formation assurée en interne par nos équipes.'])(
    '%s is not a heading',
    (line) => {
      expect(headingOf(line)).toBeNull();
    },
  );

  it.each([
    ['C O M P É T E N C E S', 'profile'],
    ['LO G I C I E L S', 'skills'],
    ['C O N TA C T', 'contact'],
    ["C E N T R E S D ' I N T É R Ê T", 'interests'],
    ['E X P É R I E N C E S P R O F E SS I O N N E L L E S', 'experience'],
    ['C O R E S K I L L S', 'skills'],
    ['S Y S T E M S & T O O L S', 'skills'],
  ])('letter-spaced %s is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(['J U L I E M A R T I N', 'P E R S O N A L', 'C A R O L E', 'R T'])('letter-spaced %s is not a heading', (line) => {
    expect(headingOf(line)).toBeNull();
  });

  it.each([
    ['CORE SKILLS', 'skills'],
    ['Areas of Expertise', 'skills'],
    ['Key Competencies', 'skills'],
    ['Tools & Technologies', 'skills'],
    ['SHORT COURSES & ACHIEVEMENTS', 'certifications'],
    ['Languages spoken', 'languages'],
  ])('%s names a %s list by its head noun', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each([
    ['DONNÉES PERSONNELLES', 'contact'],
    ['Personal Data', 'contact'],
    ['PERSONAL PROFILE', 'summary'],
    ['INDUSTRIAL TRAINING', 'experience'],
    ['National Youth Service Corps (NYSC)', 'experience'],
    ['INSTITUTIONS ATTENDED WITH DATES', 'education'],
    ['Formations complémentaires', 'certifications'],
    ['PROFESSIONAL QUALIFICATIONS / CERTIFICATIONS', 'certifications'],
    ['Key Achievements', 'other'],
    ['S K I L L S M AT R I X', 'skills'],
    ['C omp é t enc es tec hni ques', 'skills'],
    ['Ex pé r i en c e de t r av a il', 'experience'],
    ['A c a d e m i c Q u a l i f i c at i o n s', 'education'],
    ['S K I L L S & L A N G U A G E S', 'skills'],
    ['L i c e n c e s , C a r d s & C e r t i f i c at e s', 'certifications'],
    ['E d u c at i o n', 'education'],
  ])('%s is a heading of the %s kind (resume headings of FR/BE/UK/IN/NG/ZA)', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(['La vie est belle', 'Je suis un as de la mer', 'Ann de la Rue'])('%s is no heading with its letters regrouped', (line) => {
    expect(headingOf(line)).toBeNull();
  });

  it.each(['Communication skills', 'Project management tools and methods for agile teams', 'SENIOR FINANCIAL ANALYST – FP&A'])('%s is an item or a headline, not a heading', (line) => {
    expect(headingOf(line)).toBeNull();
  });

  it.each([
    ['Educational Qualifications with Dates', 'education'],
    ['E d u c at i o n a l Q ua l i f i c at i o n s w i t h D at e s', 'education'],
    ['Work Experience (most recent first)', 'experience'],
    ['Professional Experience to date', 'experience'],
  ] as const)('reads "%s" as a heading whatever it says of its order or dates', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it('reads a styled heading the table lacks by its head noun', () => {
    expect(headNounKind('Compétences transversales')).toBe('skills');
    expect(headNounKind('Outils informatiques')).toBe('skills');
    expect(headNounKind('Connaissances linguistiques')).toBe('languages');
    expect(headNounKind('Rachel Martin')).toBeNull();
  });

  it('reads an inline heading', () => {
    const h = headingOf('Profil recherché : Bac+5 en informatique');
    expect(h?.kind).toBe('profile');
    expect('Profil recherché : Bac+5 en informatique'.slice(h!.contentStart)).toBe('Bac+5 en informatique');
  });
});

describe('splitIntoSegments', () => {
  it('tags sentences with their section', () => {
    const segs = splitIntoSegments('Développeur H/F\nÀ propos\nNous utilisons Python.\nProfil recherché : Bac+5. 5 ans d’expérience minimum.\nLes plus\n• Docker');
    const content = segs.filter((s) => !s.isHeading).map((s) => [s.section, s.text.trim()]);
    expect(content).toEqual([
      ['other', 'Développeur H/F'],
      ['company', 'Nous utilisons Python.'],
      ['profile', 'Bac+5.'],
      ['profile', '5 ans d’expérience minimum.'],
      ['bonus', '• Docker'],
    ]);
  });

  it('cuts sentences glued by a full stop, as pasted from web pages', () => {
    const segs = splitIntoSegments('Nous travaillons avec les fournisseurs.Le score de durabilité est publié.Python requis');
    expect(segs.map((s) => s.text)).toEqual(['Nous travaillons avec les fournisseurs.', 'Le score de durabilité est publié.', 'Python requis']);
  });
});

describe('headingOf on letter-spaced capitals', () => {
  // The reader gives the letter spacing as spaces; kerned pairs stay together, the word gap is lost.
  it.each([
    ['E D U C AT I O N', 'education'],
    ['C A R E E R H I S TO RY', 'experience'],
    ['E X P É R I E N C E S P R O F E SS I O N N E L L E S', 'experience'],
    ['C E RT I F I C AT I O N S', 'certifications'],
    ["C E N T R E S D ' I N T É R Ê T", 'interests'],
    ['F O R M A T I O N :', 'education'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each([
    ['S c olar ité', 'education'],
    ['C erti f i c at ion s', 'certifications'],
    ['E xp é ri e nce de tr ava il', 'experience'],
    ['L an gu e s', 'languages'],
  ])('%s, spaced at random by a text layer, is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(['A B C D E', 'I T A L I A N', 'e d u c a t i o n', 'R T', 'A c t i v e listener'])('%s is not a known heading', (line) => {
    expect(headingOf(line)).toBeNull();
  });
});

describe('findSectionStarts in a resume', () => {
  it('a heading of duties is work; "Activités et intérêts" is pastimes', () => {
    const kinds = (h: string) => findSectionStarts(`${h}\nx`).map((s) => s.kind);
    expect(kinds('Missions principales :')).toEqual(['experience']);
    expect(kinds('Responsabilités')).toEqual(['experience']);
    expect(kinds('Activités et intérêts')).toEqual(['interests']);
    // In an offer, the same heading still opens its missions.
    expect(findSectionStarts('Missions\nx', 'job').map((s) => s.kind)).toEqual(['missions']);
  });
});
