/**
 * Issue 13: "close" skills only through a family of substitutes (data/skill-families.csv), and
 * mentions inside a negation never met. Short hand-written lines; the judged sets measure the rest
 * (npm run quality:relatedness, npm run quality:matching).
 */
import { describe, expect, it } from 'vitest';
import { grades, statuses, testEngine } from './grade-lines.js';
import { extractCriteria } from '../../../../src/matching/extract-criteria.js';

const engine = testEngine();

describe('related skills come from families of substitutes, not catalog groups', () => {
  it('Windows is not a skill close to Java; Vue.js and UNIX are not Java either', async () => {
    expect(await statuses('Compétences : Windows et Mac OS', ['Maîtrise de Java'])).toEqual(['not_mentioned']);
    expect(await statuses('Langages : Java, Spring', ['Maîtrise de Vue.js', 'UNIX'])).toEqual(['not_mentioned', 'not_mentioned']);
  });

  it('CSS3 says nothing of Kafka; MySQL is a substitute for PostgreSQL, named with its family', async () => {
    const [kafka, pg] = await grades('Compétences : CSS3, MySQL, MongoDB', ['Maîtrise de Kafka', 'Maîtrise de PostgreSQL']);
    expect(kafka.match_status).toBe('not_mentioned');
    expect(pg.match_status).toBe('potential');
    expect(pg.match_explanation).toContain('bases de données relationnelles');
    expect(pg.match_explanation).toContain('MySQL');
  });

  it('Power Query in Excel is a BI tool close to Power BI, not Power BI itself', async () => {
    const [g] = await grades('Tableau de bord Excel (tableaux croisés, Power Query) pour 14 centres de coûts', ['Maîtrise de Power BI']);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('Power Query');
    expect(await statuses('Outils : Power BI (DAX)', ['Maîtrise de Power BI'])).toEqual(['ideal']);
  });

  it('a tool that holds another meets it, one way only (data/skill-inclusions.csv)', async () => {
    const [query] = await grades('Compétences : Power BI, SQL', ['Maîtrise de Power Query']);
    expect(query.match_status).toBe('ideal');
    expect(query.match_explanation).toContain('Power BI comprend Power Query');
    expect(await statuses('Compétences : Power BI', ['Power BI et Power Query'])).toEqual(['ideal']);
    expect(await statuses('Outils : GitHub Actions, Docker', ['Maîtrise de GitHub', 'Maîtrise de CI/CD'])).toEqual(['ideal', 'ideal']);
    expect(await statuses('Outils : GitHub, Docker', ['Maîtrise de GitHub Actions'])).not.toContain('ideal');
    expect(await statuses('Systèmes : Windows Server 2019', ['Maîtrise de Windows'])).toEqual(['ideal']);
    expect(await statuses('Systèmes : Windows 11', ['Administration de Windows Server'])).toEqual(['not_mentioned']);
    // What a Windows server technology makes likely, not certain.
    expect(await statuses('Outils : Active Directory, Cisco', ['Maîtrise de Windows'])).toEqual(['potential']);
    // Customer service done shows the sense of it; the sense stated is no customer-service job.
    expect(await statuses('Expérience\n2019 - 2024 Sales assistant : customer service, tills', ['Sens du service client'])).toEqual(['ideal']);
    expect(await statuses('Qualités : sens du service client', ['Expérience en service client'])).not.toEqual(['ideal']);
    // A machine-learning library is machine learning; a process FMEA is an FMEA. Not the other way.
    expect(await statuses('Compétences : Python (pandas, scikit-learn)', ['Machine learning'])).toEqual(['ideal']);
    expect(await statuses('Compétences : machine learning', ['Maîtrise de scikit-learn'])).not.toEqual(['ideal']);
    expect(await statuses('Qualité : PFMEA, plans de surveillance', ["Connaissance de l'AMDEC"])).toEqual(['ideal']);
    // The years of a job are those of the roles its titles name, not of duties done beside it.
    const [aide] = await grades(
      'Expériences\n2015 - 2025\nAide-soignante – CHU Amiens\n• Soins d’hygiène et de confort\n2011 - 2013\nAgent de service hospitalier – EHPAD du Parc\n• Aide aux soins en binôme avec l’équipe aide-soignante',
      ["Au moins 12 ans d'expérience en tant qu'aide-soignant"],
    );
    expect(aide.match_explanation).toMatch(/environ 1[01](?:,5)? ans/);
    // A job held under another title or in another language is the job: its ROME fiche.
    const [nurse] = await grades('Experience\nMar 2019 – Present\nStaff Nurse (Band 5) – Acute Admissions Unit, Leeds', ["Au moins 2 ans d'expérience en tant qu'infirmier en soins généraux"]);
    expect(nurse.match_status).toBe('ideal');
    expect(nurse.match_explanation).toContain('Staff Nurse');
    // An activity asked is shown by who does it, one way (data/activity-agents.csv).
    expect(await statuses('Expérience\n2019 - 2024 Vendeuse, boutique Zara, Lyon', ['Expérience en vente'])).toEqual(['ideal']);
    expect(await statuses('Expérience\n2022 - 2025 Attachée commerciale terrain, Sudoutil', ["Au moins 2 ans d'expérience en vente sur le terrain"])).toEqual(['ideal']);
    expect(await statuses('Expérience\n2019 - 2024 Responsable des ventes, Zara', ['Expérience en tant que vendeur'])).not.toEqual(['ideal']);
    // A database product shown is SQL likely, not SQL met (the judges: to check in an interview).
    expect(await statuses('Base de données : MySQL', ['Maîtrise de SQL'])).toEqual(['potential']);
  });

  it('social networks are not Scrum; Kanban is', async () => {
    expect(await statuses('Animation des réseaux sociaux', ['Scrum'])).toEqual(['not_mentioned']);
    expect(await statuses('Équipe organisée en Kanban', ['Scrum'])).toEqual(['potential']);
  });

  it('a family member the catalog lacks is matched as a phrase: a care assistant for a home-care criterion', async () => {
    const [g] = await grades('Aide-soignante en EHPAD (2019-2024)', ["Expérience d'auxiliaire de vie"]);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('aide à la personne');
  });

  it('half of a compound beside another word is another speciality, not partial evidence', async () => {
    expect(await statuses('Technicien en maintenance informatique', ['Maintenance industrielle'])).toEqual(['not_mentioned']);
    expect(await statuses('Standard téléphonique', ['Prospection téléphonique'])).toEqual(['not_mentioned']);
    expect(await statuses('Technicien de maintenance (2018-2024)', ['Maintenance industrielle'])).toEqual(['potential']);
    // A single letter is a word of the compound: a truck licence is no hot-work permit.
    expect(await statuses('Compétences : permis C', ['Permis feu'])).toEqual(['not_mentioned']);
    // Words that share five letters only are two words; a derivation stays the same word.
    expect(await statuses('Compétences : design d\'interface', ['Design d\'intérieur'])).toEqual(['not_mentioned']);
    expect(await statuses('Suivi du budget du service et des notes de frais', ['Suivi budgétaire et financier'])).toEqual(['ideal']);
    // Of two words, the generic one alone is no partial evidence: "projets" is in every resume, "européens" is what is asked.
    expect(await statuses('Je cherche un poste de cheffe de projet sur la métropole lilloise.', ['Connaissance des projets européens'])).toEqual(['not_mentioned']);
  });

  it('a word that starts like another is not of its family past a short ending: climatologie is not climatisation', async () => {
    expect(await statuses('Compétences : climatologie', ['Climatisation'])).toEqual(['not_mentioned']);
    expect(await statuses('Conducteur de ligne (2019-2024)', ['Conduite de ligne'])).not.toEqual(['not_mentioned']);
  });
});

describe('a name inside another name is another thing', () => {
  it('a product named inside another product\'s name is not a mention of it: Azure in Azure DevOps, iOS in Cisco IOS, Apache in Apache Kafka', async () => {
    expect(await statuses('Compétences : Azure DevOps, Jira', ['Maîtrise d\'Azure'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Cisco IOS, VLAN', ['Développement iOS'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Apache Kafka', ['Apache HTTP Server'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : messagerie SWIFT', ['Maîtrise de Swift'])).toEqual(['not_mentioned']);
    // The product itself still counts, and a web server stands in for another.
    expect(await statuses('Compétences : Microsoft Azure, Terraform', ['Maîtrise d\'Azure'])).toEqual(['ideal']);
    expect(await statuses('Compétences : Nginx', ['Apache HTTP Server'])).toEqual(['potential']);
  });

  it('a maker\'s name before another product\'s names no family of the maker: Cisco Webex is no network skill, SAP BusinessObjects no ERP', async () => {
    expect(await statuses('Compétences : CCNA', ['Maîtrise de Cisco Webex'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : SAP Business One', ['Maîtrise de SAP BusinessObjects'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Microsoft 365', ['Maîtrise de Microsoft Dynamics 365'])).toEqual(['not_mentioned']);
    // The product itself, last in the name, still names its family.
    expect(await statuses('Compétences : Cisco IOS, VLAN', ['Maîtrise de Juniper Junos'])).toEqual(['potential']);
  });

  it('a name that starts like a product is another thing: tableau électrique, Canvas LMS, Node-RED, Redshift Render', async () => {
    expect(await statuses('Compétences : tableau électrique, NF C 15-100', ['Maîtrise de Tableau'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Canvas LMS, Moodle', ['Maîtrise de Canva'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Node-RED, MQTT', ['Maîtrise de Node.js'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Redshift Render, Cinema 4D', ["Maîtrise d'Amazon Redshift"])).toEqual(['not_mentioned']);
  });

  it("a vendor's platform asked is not its other products: SAP Basis, Azure Active Directory, IBM i", async () => {
    expect(await statuses('Compétences : SAP ABAP', ['Maîtrise de SAP Basis'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Azure Data Factory', ["Maîtrise d'Azure Active Directory"])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : IBM Watson', ["Maîtrise d'IBM i (AS/400)"])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Okta', ["Maîtrise d'Azure AD"])).toEqual(['potential']);
  });

  it('the acronym after a degree is its field: a Master MIAGE is a master in another field than a Master MEEF', async () => {
    expect(await statuses('Formation : Master MIAGE, Université Exemple', ['Master MEEF'])).toEqual(['potential']);
    expect(await statuses('Formation : Master MEEF, Université Exemple', ['Master MEEF'])).toEqual(['ideal']);
  });

  it('the head of a criterion beside another word is another compound: "tournage vidéo" for "tournage (usinage)"', async () => {
    expect(await statuses('Compétences : tournage vidéo, montage', ['Tournage (usinage)'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : tournage, fraisage', ['Tournage (usinage)'])).not.toEqual(['not_mentioned']);
    // An English compound puts its head last: a network engineer shows networks.
    expect(await statuses('Experience\n2014 - 2024 IT Network Engineer, Acme', ['Solides bases en réseau (modèle OSI, VLAN)'])).not.toEqual(['not_mentioned']);
  });

  it('a number is part of the name: ISO 22000 is no ISO 27001, ISO 9001 no ISO 14001', async () => {
    expect(await statuses('Compétences : ISO 22000, HACCP', ['Maîtrise de ISO 27001'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : ISO 27001, EBIOS', ['Maîtrise de ISO 27001'])).toEqual(['ideal']);
    expect(await statuses('Compétences : ISO 9001', ['Certification ISO 14001'])).toEqual(['not_mentioned']);
    expect(await statuses('Certifié ISO 14001 (2021)', ['Certification ISO 14001'])).toEqual(['ideal']);
  });

  it("Oracle's other products on a resume are not its database: Hyperion, VirtualBox, Oracle BI", async () => {
    expect(await statuses('Outils : Oracle Hyperion (Essbase), Excel', ['Maîtrise de SQL'])).toEqual(['not_mentioned']);
    expect(await statuses('Outils : Oracle VM VirtualBox, Git', ['Maîtrise de SQL'])).toEqual(['not_mentioned']);
    expect(await statuses('Outils : Oracle VM VirtualBox', ['Connaissance de VMware'])).toEqual(['potential']);
    expect(await statuses('Outils : OBIEE, Oracle BI Publisher', ['Maîtrise de Power BI'])).toEqual(['potential']);
    expect(await statuses('Bases de données : Oracle 19c, PL/SQL', ['Maîtrise de SQL'])).not.toEqual(['not_mentioned']);
  });

  it('a word that only starts like the asked one is another word: psychiatre for psychologue, SketchUp for Sketch', async () => {
    expect(await statuses('Compétences : psychiatre', ['Psychologue clinicien'])).toEqual(['not_mentioned']);
    expect(await statuses('Outils : SketchUp, AutoCAD', ['Maîtrise de Sketch'])).toEqual(['not_mentioned']);
    // A proper name is matched as a name, not as a stem: "Electron" is not "électronique".
    expect(await statuses('Compétences : électronique', ['Pratique de Electron'])).not.toEqual(['ideal']);
    // Inflections and derivations of the same word still count.
    expect(await statuses('Développeuse web depuis 2019', ['Développement web'])).not.toEqual(['not_mentioned']);
    expect(await statuses('Gestionnaire de stock (2019-2024)', ['Gestion de stock'])).not.toEqual(['not_mentioned']);
  });
});

describe('negation and contradiction', () => {
  it('"sans permis (je n\'ai pas le permis B)" contradicts a licence B, quoting the line', async () => {
    const [g] = await grades("Permis de conduire : sans permis (je n'ai pas le permis B)", ['Permis B']);
    expect(g.match_status).toBe('not_valid');
    expect(g.match_explanation).toContain("je n'ai pas le permis B");
  });

  it('"Permis B : non" on one line; a negation on the next line does not reach back', async () => {
    expect(await statuses('Permis B : non', ['Permis B'])).toEqual(['not_valid']);
    expect(await statuses('Né le 2 juin 1990 · Permis B et C\r\nPas de mobilité géographique', ['Permis C'])).toEqual(['ideal']);
  });

  it('negated skills, French and English, never count as met', async () => {
    const text = 'Pas de connaissance en SQL\nNo experience with Docker\nJe ne maîtrise pas Python\nSans expérience de Kubernetes';
    expect(await statuses(text, ['Maîtrise de SQL', 'Docker', 'Python', 'Kubernetes'])).toEqual(['not_valid', 'not_valid', 'not_valid', 'not_valid']);
  });

  it('"mais" ends the negation: Python is met, Java is not', async () => {
    expect(await statuses('Pas de Java, mais Python au quotidien', ['Python', 'Java'])).toEqual(['ideal', 'not_valid']);
  });

  it('a level below the requirement is partial, notions meet a criterion of notions', async () => {
    expect(await statuses('Excel (niveau scolaire)', ["Maîtrise d'Excel"])).toEqual(['potential']);
    expect(await statuses('PowerPoint : notions', ['PowerPoint', 'Notions de PowerPoint'])).toEqual(['potential', 'ideal']);
    expect(await statuses('Anglais : notions', ['Anglais courant (C1)'])).toEqual(['not_valid']);
  });

  it('a suspended licence and an expired certificate are no longer valid', async () => {
    expect(await statuses('Permis B suspendu depuis 2025', ['Permis B'])).toEqual(['not_valid']);
    expect(await statuses('CACES R489 cat. 3 (expiré en 2023)', ['CACES R489 catégorie 3'])).toEqual(['not_valid']);
    expect(await statuses('Driving licence revoked in 2024', ['Permis B'])).toEqual(['not_valid']);
  });

  it('Pas-de-Calais is a place, not a negation', async () => {
    expect(await statuses('Cariste à Arras (Pas-de-Calais), Python', ['Python'])).toEqual(['ideal']);
  });
});

describe('partial evidence a recruiter accepts', () => {
  it('a parenthesis makes a skill precise: the general skill shown meets it, the detail left to the interview; the precise one meets it too', async () => {
    expect(await statuses('Plans : AutoCAD, lecture de maquettes BIM', ['Connaissance du BIM (Revit)'])).toEqual(['ideal']);
    expect(await grades('Langages : Python, SQL', ['Maîtrise de Python (pandas)'])).toMatchObject([
      { match_status: 'ideal', match_explanation: expect.stringContaining("Ce qui est précisé entre parenthèses n'apparaît pas : à vérifier en entretien.") },
    ]);
    expect(await statuses('Compétences : Excel / VBA', ['Connaissance de VBA (Visual Basic)'])).toEqual(['ideal']);
    expect(await statuses('Compétences : pandas, NumPy', ['Maîtrise de Python (pandas)'])).toEqual(['ideal']);
    expect(await statuses('Outils : Excel (tableaux croisés), Word', ['Maîtrise de Microsoft Office 365 (Excel)'])).toEqual(['ideal']);
  });

  it('a resume written in English shows a fluent level of English, not a native one', async () => {
    const cv = 'Experience\nSoftware engineer at Example Corp, 2019-2024, building web services in C# for a team of six.';
    expect(await statuses(cv, ['Anglais oral et écrit', 'Anglais courant (C1)', 'Anglais langue maternelle'])).toEqual(['ideal', 'ideal', 'potential']);
  });

  it('a described task is partly shown by a line holding several of its words', async () => {
    const [g] = await grades("Création d'outils de pilotage des ventes (2021-2023)", ["Conception d'outils de pilotage et de reporting (tableaux de bord, indicateurs)"]);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('outils de pilotage');
  });

  it('an unstated quality is plausible with a work history, and says it is to be checked', async () => {
    const [g] = await grades('Expérience\n2018-2024 Vendeuse, Boutique Exemple, Lyon', ['Sérieux et fiabilité']);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('entretien');
    expect(await statuses('Formation\n2024 Baccalauréat', ['Sérieux et fiabilité'])).toEqual(['not_mentioned']);
  });

  it('an expired certificate whose renewal is booked is partly met; a clean record is not a negation', async () => {
    expect(await statuses('ACLS, American Heart Association – expired in 2022, renewal course booked', ['ACLS'])).toEqual(['potential']);
    expect(await statuses('Clean MVR: no accidents or moving violations in the past 5 years', ['Clean driving record (MVR)'])).toEqual(['ideal']);
  });
});

describe('what a label asks beyond its catalog words', () => {
  it('deep practice asked: a name in a skills list is partial, work done with it meets it', async () => {
    expect(await statuses('Compétences : Java, Python, SQL, Docker', ['Solide maîtrise de Python'])).toEqual(['potential']);
    const cv = 'Expérience\n2020-2024 Data engineer, Exemple SA\nDéveloppement de pipelines de données en Python et Airflow pour la finance.';
    expect(await statuses(cv, ['Solide maîtrise de Python'])).toEqual(['ideal']);
  });

  it('an acronym the catalog does not know is asked too; examples in parentheses are not', async () => {
    expect(await statuses('Outils : Visual Studio 2019, Git', ['Pratique de Visual Studio et de TFS (contrôle de source)'])).toEqual(['potential']);
    expect(await statuses('Habilitation électrique BR (2024)', ['Habilitations électriques à jour (B1V, BR, BC…)'])).toEqual(['ideal']);
  });

  it('a list of fields is met by any one of them', async () => {
    const cv = 'Formation\n2019 Licence en économie, Université Exemple';
    expect(await statuses(cv, ['Licence (bac+3) en comptabilité, gestion, économie ou droit public'])).toEqual(['ideal']);
    expect(await statuses('Formation\n2019 Licence en biologie, Université Exemple', ['Licence (bac+3) en comptabilité, gestion, économie ou droit public'])).toEqual(['potential']);
  });
});

describe('offers read by their structure', () => {
  const labelsOf = async (offer: string) => (await extractCriteria(engine, offer)).map((c) => `${c.weight}${c.is_mandatory ? 'M' : ''} ${c.label}`);

  it('a product the catalog does not know, listed among tools it knows, is asked too', async () => {
    const labels = await labelsOf('Chargé d\'études transport (H/F)\nProfil\nVous maîtrisez les logiciels Excel, Hastus et Power BI.');
    expect(labels.some((l) => /Hastus/.test(l))).toBe(true);
  });

  it('a sentence addressed to the candidate after the pay is a requirement; the pay is not', async () => {
    const offer = 'Aide ménager (H/F)\nLe poste :\nInterventions chez des particuliers.\nRémunération : 12 € brut de l\'heure.\nAutres avantages : mutuelle.\nVous savez dépoussiérer et vous êtes autonome ? Postulez !';
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /poussi/i.test(l))).toBe(true);
    expect(labels.some((l) => /mutuelle/i.test(l))).toBe(false);
  });

  it('a skill the missions also name is the core of the job; one the profile alone names is not', async () => {
    const offer = [
      'Analyste statistique (H/F)',
      'Missions',
      '- Extraire et fiabiliser les données à l\'aide de requêtes SQL',
      '- Rédiger des notes de synthèse',
      'Profil',
      '- Maîtrise du langage SQL',
      '- Maîtrise de Power BI',
      '- Expérience dans la création de pipelines ELT',
    ].join('\n');
    const labels = await labelsOf(offer);
    expect(labels.find((l) => /SQL/.test(l))).toMatch(/^3/);
    expect(labels.find((l) => /Power BI/.test(l))).toMatch(/^2/);
    expect(labels.find((l) => /ELT/.test(l))).toMatch(/^2/);
    const withElt = await labelsOf(offer.replace('- Rédiger des notes de synthèse', '- Concevoir et monitorer des pipelines ELT'));
    expect(withElt.find((l) => /ELT/.test(l))).toMatch(/^3/);
  });

  it('a range of years is the level of the job; far more experience is another level, to be checked', async () => {
    const labels = await labelsOf('Junior Software Developer (1-4 years experience)\nRequirements\n- 1 to 4 years of experience in software development');
    expect(labels).toContain("3 De 1 à 4 ans d'expérience en développement logiciel");
    expect(labels.some((l) => /junior|years/i.test(l))).toBe(false);
    const label = "De 1 à 4 ans d'expérience en développement logiciel";
    const cv = (from: number) => `Expérience\n${from} - 2026 Développeur logiciel, Exemple SA`;
    expect(await statuses(cv(2023), [label])).toEqual(['ideal']);
    expect(await statuses(cv(2020), [label])).toEqual(['ideal']);
    const [far] = await grades(cv(2012), [label]);
    expect(far!.match_status).toBe('potential');
    expect(far!.match_explanation).toContain('plus expérimenté que le poste');
    // "3 ou 4 ans" hesitates over a minimum: no ceiling.
    expect(await labelsOf('Comptable (H/F)\nProfil\n- 3 ou 4 ans d\'expérience en paie')).toContain("3 Au moins 3 ans d'expérience en paie");
  });

  it('what the employer sells is no criterion; what the candidate is asked for is', async () => {
    const offer = 'Python Developer\nSkills required: Python, SQL. We are a company that provides portfolio products and middle office software. This company provides software as a service.';
    const labels = await labelsOf(offer);
    expect(labels.some((l) => /Python/.test(l))).toBe(true);
    expect(labels.some((l) => /portfolio|office|software as a service/i.test(l))).toBe(false);
  });

  it('a duty is not a mandatory requirement, whatever words it uses; time management is not tourism', async () => {
    const offer = [
      'Software Developer',
      'Essential Duties and Responsibilities:',
      '- Work with QA to align understanding of requirements and to develop system test plans',
      'Minimum Skills and Competencies:',
      '- Expert in C#, JavaScript',
      '- Effective organization and time management skills',
    ].join('\n');
    const criteria = await extractCriteria(engine, offer);
    const test = criteria.find((c) => /test/i.test(c.label));
    expect(test === undefined || (test.weight < 3 && !test.is_mandatory)).toBe(true);
    expect(criteria.find((c) => /C#/.test(c.label))?.weight).toBe(3);
    expect(criteria.some((c) => /tourisme/i.test(c.label))).toBe(false);
  });

  it('a lead-in before the nearest colon sets the weight: "Optional (not required): …" after a required list', async () => {
    const labels = await labelsOf('Developer\nSkills required for the position: Python, SQL. Optional (not required): financial product knowledge');
    expect(labels.find((l) => /Python/.test(l))).toMatch(/^3/);
    expect(labels.find((l) => /financ/.test(l))).toMatch(/^1/);
  });

  it('the issue\'s examples: one any-of criterion, years always extracted, compliance ignored', async () => {
    const offer = [
      'Développeur front-end (H/F)',
      'Profil recherché',
      "- Maîtrise d'au moins un framework front-end (Vue.js, React, Angular) exigée",
      '- Développeur confirmé (5 ans minimum)',
      "- Minimum of 2 years' experience in Java",
      "- Vous respecterez la PSSI de l'entreprise",
    ].join('\n');
    const labels = await labelsOf(offer);
    expect(labels).toContain('3M Maîtrise de Vue.js, React ou Angular');
    expect(labels).toContain("3M Au moins 5 ans d'expérience en tant que développeur front-end");
    expect(labels).toContain("3M Au moins 2 ans d'expérience en Java");
    expect(labels.some((l) => /PSSI/.test(l))).toBe(false);
  });
});

describe('diplomas asked under way', () => {
  const label = "Étudiant(e) en dernière année de Bac+5 en data science (stage de fin d'études)";
  it('a diploma in progress meets an internship for students; years of work after a finished one contradict it', async () => {
    expect(await statuses('Formation\n2025-2026 Master 2 Data science (en cours), Université Exemple', [label])).toEqual(['ideal']);
    expect(await statuses('Expérience\n2015-2024 Data analyst, Exemple SA\nFormation\n2014 Master en statistiques', [label])).toEqual(['not_valid']);
  });

  it('"DES" in capitals is the article, not a diploma', async () => {
    expect(await statuses('CHAMPS DES RELATIONS SOCIALES', ['Bac+5'])).toEqual(['not_mentioned']);
  });
});

describe('schooling without a diploma the catalog reads', () => {
  it('a university named without its degree is partial evidence; secondary school alone falls short of a degree asked', async () => {
    const [uni] = await grades('Formation\nMoscow State University, Faculty of Mechanics and Mathematics\n2015 – 2019', ['Licence en informatique']);
    expect(uni.match_status).toBe('potential');
    expect(uni.match_explanation).toContain('études supérieures');
    const [school] = await grades('Education\nKnightswood Secondary School, Glasgow\n2010 – 2016', ['Bac+5 en statistiques']);
    expect(school.match_status).toBe('not_valid');
    expect(school.match_explanation).toContain('scolarité secondaire');
    // A heading word alone names no place; nothing at all says nothing.
    expect(await statuses('Education\nUniversity\nSkills: Python', ['Licence en informatique'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : Python', ['Licence en informatique'])).toEqual(['not_mentioned']);
  });
});

describe('French and English work words find each other', () => {
  it('a French described task meets an English resume line', async () => {
    const [g] = await grades('Experience\n2019-2024 Analyst, Example Ltd\nBuilt Power BI dashboards and monthly KPI reports for the board.', [
      "Conception d'outils de pilotage et de reporting (tableaux de bord, indicateurs)",
    ]);
    expect(g.match_status).not.toBe('not_mentioned');
    expect(g.match_explanation).toContain('dashboards');
  });
});

describe('evidence that is only words', () => {
  it('a domain of experience is named on one line, not pieced together from a whole job', async () => {
    const cv = "Expérience\n2019-2024 Analyste, Banque Exemple\nÉtudes de marché pour les clients.\nRéponse aux appels d'offre.\nFinancement du transport maritime.";
    expect(await statuses(cv, ["Au moins 3 ans d'expérience en études d'offre de transport"])).not.toContain('ideal');
  });

  it('an acronym is not spelt by short words ("with clients for" is no WCF)', async () => {
    expect(await statuses('Responsible for interacting with clients for understanding business requirements.', ['Expérience de WCF'])).toEqual(['not_mentioned']);
  });

  it('the autonomy of the people cared for is not the candidate\'s', async () => {
    expect(await statuses("Aide-soignante : maintien de l'autonomie des personnes âgées", ['Capacité à travailler en autonomie'])).toEqual(['not_mentioned']);
    expect(await statuses('Care assistant helping service users regain their independence', ['Capacité à travailler en autonomie'])).toEqual(['not_mentioned']);
    expect(await statuses('Distribution des médicaments pour 85 résidents autonomes et semi-autonomes', ['Capacité à travailler en autonomie'])).toEqual(['not_mentioned']);
    expect(await statuses("Soins auprès de résidents en perte d'autonomie. Autonome et rigoureuse.", ['Capacité à travailler en autonomie'])).toEqual(['ideal']);
  });

  it('depth written after the skill ("gestion de projets complexes") asks for practice, not a name in a list', async () => {
    expect(await statuses('Compétences : gestion de projet, Excel', ['Gestion de projets complexes (planification, échéances)'])).toEqual(['potential']);
    expect(await statuses('Expérience\n2018 - 2024 Chef de projet, Exemple SA\nGestion de projet de bout en bout pour douze clients, planification et suivi des échéances.', ['Gestion de projets complexes'])).toEqual(['ideal']);
    // The offer's wording is left as written and does not make it the job's core.
    const labels = (await extractCriteria(engine, 'Chargé de projets (H/F)\nProfil recherché\n- Gestion de projets complexes\n- Maîtrise de SQL')).map((c) => `${c.weight} ${c.label}`);
    expect(labels.some((l) => /Solide maîtrise/.test(l))).toBe(false);
  });

  it('a tool shown only in work that ended more than ten years ago is a skill to refresh; a trade\'s know-how does not age so', async () => {
    const old = 'Expérience\n2003 - 2009 Développeur, Exemple SA\nDéveloppement en JavaScript et gestion des stocks du magasin.';
    const [js, stock] = await grades(old, ['Maîtrise de JavaScript', 'Gestion des stocks']);
    expect(js.match_status).toBe('potential');
    expect(js.match_explanation).toContain('terminée en 2009');
    expect(stock.match_status).toBe('ideal');
    // Listed among the skills as well, it is current.
    expect(await statuses(`Compétences : JavaScript, SQL\n${old}`, ['Maîtrise de JavaScript'])).toEqual(['ideal']);
  });
});

describe('durations of experience', () => {
  it('months are read, labelled as months under two years, and a duration under an experience label counts', async () => {
    const labels = (await extractCriteria(engine, "Chargé de projets (H/F)\nProfil\n- Une expérience de 6 mois minimum en comptabilité\n- 18 months of experience in sales\nExpérience professionnelle : 12 mois dans un poste similaire.")).map((c) => `${c.weight} ${c.label}`);
    expect(labels).toContain("3 Au moins 6 mois d'expérience en comptabilité");
    expect(labels.some((l) => l.startsWith('3 Au moins 18 mois'))).toBe(true);
    expect(labels).toContain("3 Au moins 1 an d'expérience en tant que chargé de projets");
  });

  it('a duration asked in months is compared in months', async () => {
    const [g] = await grades('Expérience\n2023-2024 Assistante comptable, Exemple SA', ["Au moins 6 mois d'expérience en comptabilité"]);
    expect(g.match_status).toBe('ideal');
    expect(g.match_explanation).toContain('6 mois demandés');
  });
});

describe('nearby experience', () => {
  it('half the words of the domain on a role line is nearby experience, not the asked one', async () => {
    const [g] = await grades('Expérience\n2018-2024 Big Data Developer, Exemple SA', ["Au moins 5 ans d'expérience en tant que data engineer"]);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain('expérience proche');
    expect(await statuses('Expérience\n2018-2024 Comptable, Exemple SA', ["Au moins 5 ans d'expérience en tant que data engineer"])).toEqual(['not_mentioned']);
  });

  it('the generic words of a role (chargé, projet) without its specific one do not evoke it', async () => {
    const cv = 'Chargée de communication depuis 6 ans ; je cherche un poste de cheffe de projet sur Lille.';
    expect(await statuses(cv, ["Au moins 1 an d'expérience en tant que chargé de projets administratifs"])).toEqual(['not_mentioned']);
    expect(await statuses('Chargée de projets administratifs à l\'université Exemple.', ["Au moins 1 an d'expérience en tant que chargé de projets administratifs"])).not.toEqual(['not_mentioned']);
  });
});

describe('mobility', () => {
  it('an own vehicle meets a mobility criterion, a driving licence partly, neither says nothing', async () => {
    const label = 'Mobilité pour se rendre chez les particuliers';
    expect(await statuses('Permis B, véhiculée', [label])).toEqual(['ideal']);
    expect(await statuses('Permis B', [label])).toEqual(['potential']);
    expect(await statuses('Compétences : Excel', [label])).toEqual(['not_mentioned']);
  });
});

describe('a field of work named "mobilité" is no personal mobility', () => {
  it('"secteur des mobilités" is not met by a car', async () => {
    expect(await statuses('Permis B, véhiculée', ['Bonne connaissance du secteur des mobilités'])).toEqual(['not_mentioned']);
  });
});

describe('electrical clearances by level', () => {
  it("a non-electrician's clearance (H0B0) does not meet B1V, BR, BC; BR does", async () => {
    const label = 'Habilitations électriques à jour (B1V, BR, BC…)';
    const [g] = await grades('Habilitation électrique H0B0 Exemple Formation 2021, recyclage 2024', [label]);
    expect(g.match_status).toBe('not_valid');
    expect(g.match_explanation).toContain('niveau inférieur');
    expect(await statuses('Habilitation électrique BR, B2V (2023)', [label])).toEqual(['ideal']);
  });
});

describe('criteria that list tasks', () => {
  const label = 'Rédaction de rapports et comptes rendus, préparation de contrats et conventions';
  it('one listed task shown in full on a line is the criterion shown', async () => {
    const [g] = await grades('Organisation des réunions de direction et rédaction des comptes rendus', [label]);
    expect(g.match_status).toBe('ideal');
    expect(g.match_explanation).toContain('rédaction des comptes rendus');
    expect(await statuses('Suivi des KPI, tableaux de bord mensuels', ["Conception d'outils de pilotage et de reporting (tableaux de bord, indicateurs)"])).toEqual(['ideal']);
  });
  it('one word of a task is no evidence, nor a listed task negated', async () => {
    expect(await statuses('Intervention démocratique et gestion des conflits', ["Expérience d'intervention au domicile de particuliers (services à la personne)"])).toEqual(['not_mentioned']);
    expect(await statuses('Pas de rédaction de comptes rendus', [label])).not.toContain('ideal');
  });
});

describe("the job's own activity", () => {
  it('a requirement that names what the title names weighs 3, without a marker', async () => {
    const labels = (await extractCriteria(engine, 'Comptable (H/F)\nProfil\n- Comptabilité générale\n- Permis B')).map((c) => `${c.weight} ${c.label}`);
    expect(labels.some((l) => /^3 .*[Cc]omptabilité générale/.test(l))).toBe(true);
    expect(labels).toContain('2 Permis B');
  });
});

describe('labels in French', () => {
  it('one English word of a domain the glossary knows is written in French, and still finds the English resume', async () => {
    const [c] = await extractCriteria(engine, 'Sales Assistant\nRequirements\n- 18 months of experience in sales');
    expect(c.label).toBe("Au moins 18 mois d'expérience en vente");
    expect(await statuses('Experience\n2020-2023 Sales associate, Example Store', [c.label])).toEqual(['ideal']);
  });
});

describe('specialities that share a word are not close', () => {
  it('back-end development is no partial evidence of front-end development', async () => {
    expect(await statuses('Compétences : développement back-end, API REST', ['Maîtrise de développement front-end'])).toEqual(['not_mentioned']);
  });

  it('a regulated profession\'s state diploma is that diploma: IADE does not stand for IBODE; the diploma held does', async () => {
    const [g] = await grades('Diplômes : IADE (infirmier anesthésiste), 2018', ['IBODE (infirmier de bloc opératoire)']);
    expect(g.match_status).toBe('not_valid');
    expect(g.match_explanation).toContain('IADE');
    expect(await statuses('Diplômes : IBODE, 2020', ['IBODE (infirmier de bloc opératoire)'])).toEqual(['ideal']);
  });
});
