/**
 * Criteria extraction (issue 13, point 3), on short invented offers: what asks nothing of the
 * candidate (the recruitment process, a taste, a contact line, a compliance clause) gives no
 * criterion; the weight a clause's wording gives; the job's core read from its title's
 * distinctive words; diplomas named in English.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import type { Engine } from '../../../../src/engines/engine.js';
import { extractCriteria } from '../../../../src/matching/extract-criteria.js';
import { statuses } from './grade-lines.js';

let engine: Engine;
beforeAll(() => {
  engine = createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });
});

const labelsOf = async (offer: string) => (await extractCriteria(engine, offer)).map((c) => `${c.weight}${c.is_mandatory ? 'M' : ''} ${c.label}`);
const lines = (...l: string[]) => l.join('\n');

describe('what asks nothing of the candidate', () => {
  it('a heading of the recruitment process ends the profile, even without a known heading before it', async () => {
    const offer = lines(
      "Chargé d'études (H/F)",
      'Compétences',
      '- Maîtrise de SQL',
      'Formation',
      'Bac+2 en statistiques.',
      'Modalités de sélection',
      'Un tri sera effectué à partir des CV.',
      'Les candidats retenus passeront un test le 23/01.',
      'Ceux dont la note sera de minimum 12/20 seront reçus en entretien.',
    );
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /SQL/.test(l))).toBe(true);
    expect(labels).toEqual(['3 Maîtrise de SQL', "2 Expérience en tant que chargé d'études", '2 Diplôme Bac+2 en statistiques']);
  });

  it('a line of the profile that names the process in passing is no heading', async () => {
    const labels = await labelsOf(lines('Assistant RH (H/F)', 'Profil', 'Suivi du processus de recrutement', 'Maîtrise de SQL indispensable'));
    expect(labels).toContain('3M Maîtrise de SQL');
  });

  it('a taste, a contact line, a slogan are not requirements in the offer\'s words; an ability is', async () => {
    const offer = lines(
      'Vendeur (H/F)',
      'Votre profil :',
      'Vous aimez la vente, vraiment. Vous aimez les gens, tout simplement.',
      'Une bonne connaissance du milieu associatif local',
      'Rédiger des comptes rendus de visite',
      'Si vous avez des questions, veuillez contacter notre équipe.',
      'Une passion commune.',
    );
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /aimez|passion|questions|contacter/i.test(l))).toBe(false);
    expect(labels).toEqual(expect.arrayContaining(['2 Bonne connaissance du milieu associatif local', '2 Rédiger des comptes rendus de visite']));
  });

  it('a compliance clause gives no criterion, even far after "se conformer"', async () => {
    const offer = lines(
      'Statisticien (H/F)',
      'Compétences',
      '- Maîtrise de SQL',
      "Conditions particulières : Le candidat sélectionné devra se conformer aux exigences de la politique de sécurité du système d'information (PSSI).",
    );
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /PSSI|sécurité/i.test(l))).toBe(false);
  });

  it('a department named after its trade is the employer, not a requirement', async () => {
    for (const offer of [
      lines('Développeur Java (H/F)', "Vous intégrez la Direction des Systèmes d'Information et travaillez avec le département des achats. Vous maîtrisez Java et SQL."),
      lines('Développeur Java (H/F)', 'Description du poste :', "Vous intégrez la Direction des Systèmes d'Information. Vous développez les applications en Java.", 'Profil : vous maîtrisez Java.'),
    ]) {
      const labels = await labelsOf(offer);
      expect(labels.some((l) => /systèmes d'information|achats/i.test(l))).toBe(false);
      expect(labels.some((l) => /Java/.test(l))).toBe(true);
    }
    // "le service informatique" was an ESCO alternative label of directory services.
    expect(await labelsOf(lines('Développeur (H/F)', 'Vous intégrez le service informatique composé de 9 personnes.', 'Profil : vous maîtrisez PHP.'))).not.toEqual(expect.arrayContaining([expect.stringMatching(/annuaire/)]));
  });
});

describe('the weight a clause gives', () => {
  it('"FIMO ou FCO": either certificate, one criterion met by either; habilitation codes met however written', async () => {
    const labels = await labelsOf(lines('Chauffeur SPL (H/F)', 'Profil : Permis CE exigé. FIMO ou FCO à jour obligatoire.'));
    expect(labels).toContain('3M Certification FIMO ou FCO');
    expect(labels.filter((l) => /FIMO|FCO/.test(l))).toHaveLength(1);
    expect(await statuses('Formations : FCO (2023)', ['Certification FIMO ou FCO'])).toEqual(['ideal']);
    expect(await statuses('Habilitations électriques B1V, BR, H0B0', ['Habilitations électriques B1V-BR'])).toEqual(['ideal']);
  });

  it('"Location: Sydney" under the title is a field of its own line, and "Essential" / "Desirable" head what is asked', async () => {
    const labels = await labelsOf(lines('Warehouse Supervisor', 'Location: Sydney', '', 'We need a warehouse supervisor.', '', 'Essential', '- 3+ years experience as a warehouse supervisor', 'Desirable criteria', '- Microsoft Excel'));
    // The job in French words: the ROME appellation an English title clearly names.
    expect(labels).toContain("3M Au moins 3 ans d'expérience en tant que responsable d'entrepôt");
    expect(labels).toContain('1 Maîtrise de Microsoft Excel');
    // "Highly regarded" lists pluses, which a job's word in them does not make its core; a quality required weighs 2.
    const plus = await labelsOf(lines('Warehouse Supervisor', 'About you – essential', '- Proven people leadership and strong communication skills', 'Highly regarded', '- Certificate IV in Warehousing Operations', '- Experience with SAP EWM'));
    expect(plus.filter((l) => /SAP EWM|Warehousing/.test(l)).every((l) => l.startsWith('1 '))).toBe(true);
    expect(plus).toContain('2M Communication');
    // An English duty is no French label.
    expect(await labelsOf(lines('Staff Nurse', 'Key responsibilities', '- Deliver high standard patient care', 'Requirements', '- IV therapy'))).not.toEqual(expect.arrayContaining([expect.stringMatching(/Deliver/)]));
  });

  it('"si possible" governs what follows it, not what precedes it', async () => {
    const labels = await labelsOf(lines('Assistant de gestion (H/F)', 'Compétences', 'Maîtrise de SQL.', "Maîtrise d'Excel avancé et si possible Power BI."));
    expect(labels).toEqual(expect.arrayContaining(["2 Maîtrise d'Excel avancé", '1 Maîtrise de Power BI']));
  });

  it('a full stop ends a clause even where the sentence goes on in lower case', async () => {
    const labels = await labelsOf('Developer. Skills required for the position: Python, UNIX. database programming Optional (not required): financial product knowledge.');
    expect(labels).toEqual(expect.arrayContaining(['3M Maîtrise de Python', "3M Maîtrise d'UNIX"]));
  });

  it('"MUST HAVE - Computer Science Undergrad / BS" in the middle of a paragraph: a mandatory degree, in French', async () => {
    const labels = await labelsOf('Junior Developer. People who have done a lot of programming at school or at work MUST HAVE - Computer Science Undergrad / BS.');
    expect(labels).toContain('3M Diplôme Bac+3 en informatique');
  });

  it('a general secondary-school diploma "required" is a mandatory floor of weight 2; a trade\'s diploma weighs 3', async () => {
    expect(await labelsOf(lines('Software Developer', 'Requirements', '- High school diploma or GED required'))).toContain('2M Diplôme Bac');
    expect((await labelsOf(lines('Cuisinier (H/F)', 'Profil', '- CAP cuisine exigé'))).find((l) => /CAP/.test(l))).toMatch(/^3M /);
  });
});

describe("the job's core", () => {
  it('several skills listed side by side with no mark of importance: none is made the core (the job itself is)', async () => {
    const labels = await labelsOf(lines('Administrateur systèmes (H/F)', "Vous maîtrisez SQL, êtes à l'aise avec Linux et avec Windows."));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.filter((l) => l.startsWith('3'))).toEqual(["3 Expérience en tant qu'administrateur systèmes"]);
  });

  it('an offer that states no experience asks, in fact, for the job done before: its core when nothing else is', async () => {
    expect(await labelsOf(lines('Vendeur (H/F)', 'Vos missions :', 'Accueillir et conseiller nos clients', 'Votre profil :', 'Vous avez le sens du service.'))).toContain('3 Expérience en tant que vendeur');
    // Beside a core skill, or when the offer asks a diploma (often the way into a first job): weight 2.
    expect(await labelsOf(lines('Comptable (H/F)', 'Profil', '- Solide maîtrise de Sage', '- Connaissance des règles fiscales'))).toContain('2 Expérience en tant que comptable');
    expect(await labelsOf(lines('Gestionnaire de paie (H/F)', 'Profil', '- BTS comptabilité exigé'))).toContain('2 Expérience en tant que gestionnaire de paie');
    // "Une première expérience … est un plus" in a corner of the trade does not say the trade is not asked.
    expect(await labelsOf(lines('Vendeur (H/F)', 'Votre profil :', 'Vous avez le sens du service.', 'Une première expérience dans la vente textile est un plus.'))).toContain('3 Expérience en tant que vendeur');
  });

  it('a quality, even "indispensable", is mandatory but no core of the job: it is checked in an interview', async () => {
    const labels = await labelsOf(lines('Comptable (H/F)', 'Profil', '- Solide maîtrise de Sage', '- Travailler en équipe et force de proposition seront des qualités indispensables.'));
    expect(labels).toContain('2M Travailler en équipe');
    expect(labels.filter((l) => l.startsWith('3'))).toEqual(['3 Solide maîtrise de Sage']);
  });

  it('a level word in the title asks years of the job: "sénior" about five, "confirmé" about three', async () => {
    const senior = await extractCriteria(engine, lines('Administrateur système et réseaux sénior (H/F)', 'Profil', "- Vous maîtrisez SQL, êtes à l'aise avec Linux et avec Windows."));
    const asked = senior.find((c) => /tant qu/.test(c.label));
    expect(asked?.label).toBe("Au moins 5 ans d'expérience en tant qu'administrateur système et réseaux");
    expect(asked?.rationale).toContain('« sénior » : environ 5 ans de métier');
    expect(await labelsOf(lines('Comptable confirmé(e) (H/F)', 'Profil', '- Solide maîtrise de Sage', '- Connaissance des règles fiscales'))).toContain("2 Au moins 3 ans d'expérience en tant que comptable");
    // "Expert-comptable" names a trade, not a level.
    expect((await labelsOf(lines('Expert-comptable (H/F)', 'Profil', '- Solide maîtrise de Sage'))).some((l) => /ans d'exp/.test(l))).toBe(false);
  });

  it('no experience of the job for an internship, an apprenticeship, an offer that states its own, or a text that asks nothing', async () => {
    expect((await labelsOf(lines('Assistant marketing (H/F)', 'Stage de 6 mois', 'Profil', '- Maîtrise de Canva'))).some((l) => /tant qu/.test(l))).toBe(false);
    expect((await labelsOf(lines('Électricien (H/F)', 'Profil', '- 3 ans d\'expérience en câblage', '- Habilitation électrique B1V'))).some((l) => /tant qu/.test(l))).toBe(false);
    expect(await labelsOf(lines('Bonjour (H/F)', 'Merci de votre visite.'))).toEqual([]);
  });

  it("a generic word of the title (études, analyses) does not make a mention the job's core; its distinctive word does", async () => {
    const offer = lines(
      "Chargé d'études et analyses statistiques (H/F)",
      'Le poste comprend des analyses de performance et des études en statistiques.',
      'Compétences',
      '- Maîtrise de SQL',
    );
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /performance/i.test(l))).toBe(false);
    expect(labels.find((l) => /statistiques/i.test(l))).toMatch(/^3 /);
  });

  it('a heading read in the offer\'s words that only opens the missions does not silence the text before it', async () => {
    const labels = await labelsOf(lines('Développeur (H/F)', 'Vous maîtrisez Python et Django.', 'Ton quotidien', '- Développer des API'));
    expect(labels.some((l) => /Python/.test(l))).toBe(true);
  });
});

describe('years of experience', () => {
  it('years said after the domain ("… en Business Intelligence de 3 ans minimum") are one experience, not two', async () => {
    const labels = await labelsOf(lines('Data analyst BI (H/F)', 'Profil :', "Vous justifiez d'une expérience en Business Intelligence de 3 ans minimum, ainsi que d'une expérience en SQL."));
    expect(labels.filter((l) => /ans/.test(l))).toEqual(["3M Au moins 3 ans d'expérience en Business Intelligence"]);
  });
});

describe('labels', () => {
  it('a catalog label that already says "Connaissance" is not wrapped again; a product keeps the offer\'s words', async () => {
    const labels = await labelsOf(lines('Chargé de mission (H/F)', 'Profil', '- Une connaissance du système de santé serait un plus', "- Maîtrise d'Excel avancé", '- Maîtrise de SQL'));
    expect(labels.some((l) => /Compétences en connaissance/i.test(l))).toBe(false);
    expect(labels.some((l) => /^1 Connaissance des? système/i.test(l))).toBe(true);
    expect(labels).toContain("2 Maîtrise d'Excel avancé");
  });
});
