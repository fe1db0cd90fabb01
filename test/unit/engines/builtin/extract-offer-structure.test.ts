/**
 * Criteria extraction read by the offer's structure (issue 13, point 3), on short invented offers:
 * headings written in the offer's own words, a profile described in prose, requirements the
 * catalogs do not name, the job's core, duplicates and French labels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import type { Engine } from '../../../../src/engines/engine.js';
import { extractCriteria } from '../../../../src/matching/extract-criteria.js';
import { matchCandidate } from '../../../../src/matching/match-candidate.js';
import { grades, statuses } from './grade-lines.js';

let engine: Engine;
beforeAll(() => {
  engine = createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });
});

const statusesOf = async (candidateText: string, labels: string[]) =>
  (await matchCandidate(engine, { jobText: 'offre', candidateText, criteria: labels.map((label, i) => ({ id: `c${i}`, label, weight: 2 as const, is_mandatory: false, rationale: 'Demandé.' })) })).evaluated_criteria.map((e) => e.match_status);
const labelsOf = async (offer: string) => (await extractCriteria(engine, offer)).map((c) => `${c.weight}${c.is_mandatory ? 'M' : ''} ${c.label}`);
const lines = (...l: string[]) => l.join('\n');

describe('headings in the offer\'s own words', () => {
  it('"Ton quotidien", "Ce que nous recherchons chez toi", "Les petits +": missions, profile, benefits', async () => {
    const offer = lines(
      'Développeur back-end (H/F)',
      'Exemple est une jeune pousse qui utilise Kubernetes.',
      'Ton quotidien chez Exemple',
      '- Faire évoluer nos API et migrer PostgreSQL vers Snowflake.',
      'Ce que nous recherchons chez toi',
      '- Solide maîtrise de Python',
      '- Connaissance de Snowflake appréciée',
      'Les petits + qui font la différence',
      '- Une carte restaurant et un abonnement Excel offert',
    );
    const labels = await labelsOf(offer);
    expect(labels).toContain('3 Solide maîtrise de Python');
    // The profile calls Snowflake a plus: a mission naming it in passing does not raise it.
    expect(labels.find((l) => /Snowflake/.test(l))).toMatch(/^1 /);
    expect(labels.some((l) => /Kubernetes|Excel/.test(l))).toBe(false);
  });

  it('a short line that names a requirement is an item, not a heading', async () => {
    const labels = await labelsOf(lines('Livreur (H/F)', 'Permis B exigé', 'Anglais requis'));
    expect(labels).toContain('3M Permis B');
    expect(labels.some((l) => /anglais/i.test(l))).toBe(true);
  });

  it('a profile described in prose after the missions is the profile', async () => {
    const offer = lines(
      'Chargé d\'études (H/F)',
      'Vos missions, si vous l\'acceptez :',
      '- Produire des tableaux de bord',
      '- Analyser les données de fréquentation',
      'Nous recherchons un candidat disposant d\'une solide maîtrise de Power BI. Vous devez être capable de chiffrer des projets et de rédiger des dossiers techniques.',
    );
    const labels = await labelsOf(offer);
    expect(labels).toContain('3 Solide maîtrise de Power BI');
    expect(labels).toContain('3M Chiffrer des projets et de rédiger des dossiers techniques');
  });
});

describe('requirements in the offer\'s own words', () => {
  it('a profile line the catalogs do not name is kept in its words, and weighs 3 when the missions say it too', async () => {
    const offer = lines(
      'Gestionnaire de projets (H/F)',
      'Missions',
      '- Assurer le suivi administratif et budgétaire des projets',
      'Profil',
      '- Savoir appliquer des règles financières et faire du suivi budgétaire',
      '- Connaissance des marchés publics européens',
      'Internes : services financiers, ressources humaines',
      '- Ability to work with stakeholders across departments',
    );
    const labels = await labelsOf(offer);
    expect(labels).toContain('3 Appliquer des règles financières et faire du suivi budgétaire');
    expect(labels).toContain('2 Connaissance des marchés publics européens');
    expect(labels.some((l) => /Internes|stakeholders/i.test(l))).toBe(false);
  });

  it('under a heading of personal qualities, everything is a soft skill of weight 1; a French noun is no product', async () => {
    const labels = await labelsOf(lines('Assistant de gestion (H/F)', 'Profil', '- Maîtrise d\'Excel', 'Qualités personnelles', '- Rigueur / Fiabilité', '- Envie de progresser au sein d\'une équipe'));
    expect(labels.some((l) => /Fiabilité/.test(l) && /Maîtrise/.test(l))).toBe(false);
    for (const l of labels.filter((x) => /rigueur|progresser/i.test(x))) expect(l).toMatch(/^1 /);
  });
});

describe("the job's core", () => {
  it('a tool the title names weighs 3', async () => {
    const labels = await labelsOf(lines('Développeur - .Net', 'Profil', '- Maîtrise de JavaScript'));
    expect(labels).toContain('3 Maîtrise de .Net');
  });

  it('when the wording marks nothing essential, the first trade skill asked of the candidate is the core', async () => {
    const labels = await labelsOf(lines('Agent d\'entretien (H/F)', 'Le poste :', 'Interventions chez des particuliers.', 'Vous savez dépoussiérer et vous êtes autonome ? Postulez !'));
    expect(labels.find((l) => /poussi/i.test(l))).toMatch(/^3 /);
    expect(labels.find((l) => /autonom/i.test(l))).toMatch(/^1 /);
  });

  it('a list of things to do the catalog knows in part is one criterion in the offer\'s words, read back as such', async () => {
    expect(await labelsOf(lines('Aide ménagère (H/F)', 'Vous savez dépoussiérer, nettoyer, ranger et repasser comme personne ? Vous aimez le contact ?'))).toContain('3 Dépoussiérer, nettoyer, ranger et repasser');
    expect(await labelsOf(lines('Cuisinier (H/F)', 'Vous savez cuisiner, dresser les assiettes et gérer les stocks ?'))).toContain('3 Cuisiner, dresser les assiettes et gérer les stocks');
    // A product leaves the list and stays a criterion of its own.
    const office = await labelsOf(lines('Assistant (H/F)', 'Profil : vous savez utiliser Excel, rédiger des courriers et classer les dossiers.'));
    expect(office).toEqual(expect.arrayContaining(['2 Rédiger des courriers et classer les dossiers', "2 Maîtrise d'Excel"]));
    expect(await statuses('Expérience\n2019 - 2024 Employée de maison : ménage, repassage du linge, rangement', ['Dépoussiérer, nettoyer, ranger et repasser'])).not.toEqual(['not_mentioned']);
  });
});

describe('diplomas and domains in French', () => {
  it('a trade named after the diploma is its field: a hairdresser\'s diploma is no electrician\'s', async () => {
    expect(await labelsOf(lines('Électricien (H/F)', 'Profil : CAP électricien exigé.'))).toContain('3M CAP électricien (CAP/BEP)');
    expect(await labelsOf(lines('Cuisinier (H/F)', 'Profil : CAP cuisine exigé.'))).toContain('3M CAP en cuisine (CAP/BEP)');
    expect(await statuses('Formation\n2012 Brevet fédéral de coiffeuse', ['CAP électricien (CAP/BEP)'])).toEqual(['potential']);
    expect(await statuses('Formation\n2012 CAP Préparation et réalisation d’ouvrages électriques (PROE)', ['CAP électricien (CAP/BEP)'])).toEqual(['ideal']);
  });

  it('"Bac+2 minimum en comptabilité": the field after the level\'s qualifier', async () => {
    expect(await labelsOf(lines('Comptable (H/F)', 'Profil : Diplôme de niveau Bac+2 minimum en comptabilité (BTS CG, DUT GEA).'))).toContain('2M Diplôme Bac+2 en comptabilité');
  });

  it('"Bac +4/5" keeps the offer\'s levels in the label, not the lower one\'s name', async () => {
    expect(await labelsOf(lines('Data engineer (H/F)', 'Profil', '- Bac +4/5 en informatique', '- Maîtrise de SQL'))).toContain('2 Diplôme Bac+4/5 en informatique');
  });

  it('"MUST HAVE – Computer Science BS": a mandatory degree, labelled in French', async () => {
    expect(await labelsOf(lines('Software Engineer', 'Requirements', 'MUST HAVE – Computer Science BS'))).toContain('3M Diplôme Bac+3 en informatique');
    expect(await labelsOf(lines('Data analyst', 'Requirements', "- Bachelor's degree in Computer Science", '- 3 years of experience in data analysis'))).toEqual(
      expect.arrayContaining(['2 Diplôme Bac+3 en informatique', "3 Au moins 3 ans d'expérience en analyse de données"]),
    );
  });

  it('a list of fields after a diploma, without a preposition, is its field; what follows is not', async () => {
    const labels = await labelsOf(lines('Gestionnaire (H/F)', 'Profil', '- Diplôme : Licence (bac +3) Comptabilité, Gestion, Économie, Droit public.'));
    expect(labels).toEqual(['2 Expérience en tant que gestionnaire', '2 Diplôme Bac+3 en comptabilité, gestion, économie, droit public']);
    expect(await labelsOf(lines('Électricien (H/F)', 'Profil', '- BTS électrotechnique, une expérience est un plus'))).toContain('2 BTS en électrotechnique (Bac+2)');
  });

  it('"MS Office" is no degree', async () => {
    expect((await labelsOf(lines('Assistant (H/F)', 'Profil', '- MS Office'))).some((l) => /Diplôme/.test(l))).toBe(false);
  });
});

describe('no duplicates', () => {
  it('years of experience in a skill absorb the skill asked again', async () => {
    const labels = await labelsOf(lines('Software Engineer', 'Requirements', "- Minimum of 2 years' experience in Java", '- Java, Spring'));
    expect(labels.filter((l) => /Java/.test(l))).toEqual(["3M Au moins 2 ans d'expérience en Java"]);
  });

  it('one of several tools, one of them asked alone as much, says nothing more', async () => {
    const labels = await labelsOf(
      lines('Technicien informatique (H/F)', 'Profil recherché', '- Maîtrise de Windows', '- Outils : Excel ou Windows', '- Connaissance de Linux ou Python appréciée'),
    );
    expect(labels.filter((l) => /Windows/.test(l))).toEqual(['3 Maîtrise de Windows']);
    expect(labels.filter((l) => /Linux/.test(l))).toEqual(['1 Connaissance de Linux ou Python']);
  });

  it('a catalog name that already says what is asked is not asked again', async () => {
    const labels = await labelsOf(lines('Développeur web (H/F)', 'Bonus appréciés :', "- Connaissance d'un système de versioning (Git)"));
    expect(labels).toContain("1 Connaissance d'un système de versioning (Git)");
  });

  it("the years in the title say nothing the requirement's own domain does not", async () => {
    const labels = await labelsOf(lines('Junior Software Developer (1-4 years experience)', 'Requirements', '- 1 to 4 years of experience in software development'));
    expect(labels).toEqual(["3 De 1 à 4 ans d'expérience en développement logiciel"]);
  });
});

describe('when the list is cut', () => {
  it('what the profile asks comes before what the missions name in passing', async () => {
    const missions = ['Git', 'Docker', 'Jenkins', 'Kubernetes', 'Terraform', 'Ansible', 'Grafana', 'Kafka', 'Redis', 'Elasticsearch', 'RabbitMQ', 'Nginx'];
    const offer = lines('Développeur (H/F)', 'Missions', ...missions.map((m) => `- Administrer ${m} au quotidien.`), 'Profil', '- Maîtrise de Python', '- Maîtrise de SQL', '- Connaissance de React appréciée', '- Connaissance de Vue.js appréciée');
    const labels = await labelsOf(offer);
    expect(labels.length).toBeLessThanOrEqual(15);
    for (const skill of ['Python', 'SQL', 'React', 'Vue.js']) expect(labels.some((l) => l.includes(skill))).toBe(true);
  });
});

describe('a sentence that asks several things', () => {
  it('a clause that names no catalog skill is read in the offer\'s words beside the skills the others name', async () => {
    const labels = await labelsOf(lines(
      'Technicien support (H/F)',
      'Profil recherché',
      'Vous maîtrisez SQL, êtes à l\'aise sous Linux, et possédez de solides bases en réseau (modèle OSI, VLAN).',
    ));
    expect(labels.some((l) => / SQL$/.test(l))).toBe(true);
    expect(labels.some((l) => / Linux$/.test(l))).toBe(true);
    expect(labels).toContain('2 Solides bases en réseau (modèle OSI, VLAN)');
  });

  it('a clause in the offer\'s words that names the job\'s title is its core', async () => {
    const labels = await labelsOf(lines(
      'Administrateur réseaux (H/F)',
      'Profil recherché',
      'Vous maîtrisez SQL et possédez de solides bases en réseau (modèle OSI, VLAN).',
    ));
    expect(labels).toContain('3 Solides bases en réseau (modèle OSI, VLAN)');
  });

  it('"ainsi qu\'une bonne connaissance de…" asks another thing; the label drops the article and "sont nécessaires"', async () => {
    const labels = await labelsOf(lines(
      'Chargé d\'études (H/F)',
      'Profil recherché',
      'Vous maîtrisez Power BI, ainsi qu\'une bonne connaissance du secteur de l\'assurance.',
      'Une expérience en gestion de projet, ainsi qu\'une excellente aptitude à la rédaction de notes sont nécessaires.',
    ));
    expect(labels.some((l) => / Bonne connaissance du secteur de l'assurance$/.test(l))).toBe(true);
    expect(labels.some((l) => / Excellente aptitude à la rédaction de notes$/.test(l))).toBe(true);
  });

  it('each clause of a sentence without catalog skills is its own criterion; one that points back to another sentence is none', async () => {
    const labels = await labelsOf(lines(
      'Chargé de projet (H/F)',
      'Profil recherché',
      'Vous savez travailler en mode projet et êtes orienté résultats.',
      'Vous avez une première expérience réussie dans ce domaine.',
    ));
    expect(labels.some((l) => / Travailler en mode projet$/.test(l))).toBe(true);
    expect(labels.some((l) => /ce domaine/.test(l))).toBe(false);
  });
});

describe('one thing made precise by a parenthesis', () => {
  it('"cartographie (QGIS)", "Visual Basic (VBA)" are one criterion each, keeping the precision in the label', async () => {
    const labels = await labelsOf(lines(
      'Chargé d\'études (H/F)',
      'Profil recherché',
      '- Connaissances de Visual Basic (VBA)',
      '- Connaissances appréciées en cartographie (QGIS)',
    ));
    expect(labels.some((l) => /^\d Connaissance de Visual Basic \(VBA\)$/.test(l))).toBe(true);
    expect(labels).toContain('1 Connaissances en cartographie (QGIS)');
    expect(labels.some((l) => /^\d Connaissance de (?:VBA|QGIS)$/.test(l))).toBe(false);
    // Examples listed after a category still stand for it.
    expect(await labelsOf(lines('Data engineer (H/F)', 'Profil', '- Familiarité avec un cloud provider majeur (AWS, Azure ou GCP)'))).toContain("3 Connaissance d'AWS, Azure ou GCP");
  });

  it('matching reads such a label as the precise thing, the general one in part', async () => {
    const [qgis, other] = await Promise.all([
      statusesOf('Outils : QGIS, Excel', ['Connaissance de cartographie (QGIS)']),
      statusesOf('Réalisation de cartographies des réseaux', ['Connaissance de cartographie (QGIS)']),
    ]);
    expect(qgis).toEqual(['ideal']);
    expect(other).toEqual(['potential']);
    // Both shown: the explanation names the precise thing, not "n'apparaît pas".
    const [crm] = await grades('Outils\n• Salesforce\nFormation\nBTS Négociation et Relation Client', ['Compétences en CRM (Salesforce)']);
    expect(crm.match_status).toBe('ideal');
    expect(crm.match_explanation).toContain('Salesforce');
    expect(crm.match_explanation).not.toContain("n'apparaît pas");
    // A detail the catalog reads as the thing itself ("tableaux croisés dynamiques" is Excel) shows nothing more.
    const [excel] = await grades('Compétences\nMicrosoft Excel, Word', ["Maîtrise d'Excel (tableaux croisés dynamiques, RECHERCHEV)"]);
    expect(excel.match_explanation).toContain("n'apparaît pas");
  });
});

describe('the job\'s duties', () => {
  it('know-how named inside a duty is said by the duty, which takes its weight; markup is no word of a duty', async () => {
    const labels = await labelsOf(lines('Comptable (H/F)', 'Vos missions :', '• Saisie et contrôle des factures fournisseurs et clients, lettrage des comptes de tiers', '• Rapprochements bancaires, suivi de la trésorerie et relances clients<br />'));
    expect(labels.filter((l) => /lettrage/.test(l))).toHaveLength(1);
    expect(labels.filter((l) => /rapprochement/i.test(l))).toEqual(['2 Rapprochements bancaires, suivi de la trésorerie et relances clients']);
  });

  it('a duty written to the candidate in the future or the present is a criterion in the infinitive, named by the work', async () => {
    const criteria = await extractCriteria(engine, lines(
      'Technicien informatique (H/F)',
      'Vous assurerez le support technique de niveau 1 et 2, le déploiement de postes, l\'assistance aux utilisateurs, ainsi que l\'administration des serveurs.',
      'Vous installez et configurez des bornes de recharge chez les particuliers.',
      'Vous maîtrisez SQL.',
    ));
    const labels = criteria.map((c) => `${c.weight} ${c.label}`);
    expect(labels).toContain("2 Assurer le support technique de niveau 1 et 2, le déploiement de postes, l'assistance aux utilisateurs");
    expect(labels).toContain('2 Installer et configurer des bornes de recharge chez les particuliers');
    expect(criteria.find((c) => c.label.startsWith('Assurer'))!.rationale).toMatch(/^Une mission du poste/);
    // A requirement stays one: "Vous maîtrisez" asks, it does not describe the work.
    expect(labels.some((l) => /Maîtriser/.test(l))).toBe(false);
  });

  it('know-how named only inside a duty is said by the duty; a product named there stays a criterion of its own', async () => {
    const labels = await labelsOf(lines(
      'Chargé d\'études actuarielles (H/F)',
      'Vos missions :',
      '- Réaliser des études statistiques sur la sinistralité des contrats auto',
      '- Exploiter l\'outil de restitution Power BI pour les directions métier',
      'Profil recherché',
      '- Une première expérience en assurance est indispensable',
    ));
    expect(labels).toContain('2 Réaliser des études statistiques sur la sinistralité des contrats auto');
    expect(labels.some((l) => /^\d Compétences en statistiques/.test(l))).toBe(false);
    expect(labels).toContain('2 Maîtrise de Power BI');
  });

  it('lines of a missions section: duties, not the team, the list\'s announcement or what the catalog already names', async () => {
    const labels = await labelsOf(lines(
      'Vendeur (H/F)',
      'Vos missions :',
      '- Assurer les missions suivantes :',
      '- Rejoindre une équipe dynamique',
      '- Développer en Python',
      '- Accueillir, écouter et conseiller nos clients en boutique',
      '- Réaliser les inventaires et la mise en rayon',
      '- Encaisser les ventes et tenir la caisse du magasin',
      '- Préparer les commandes des clients',
      '- Support aux opérations',
      '- Apprendre l\'environnement technique de la boutique et ses outils',
      'Profil recherché',
      '- Une première expérience de la vente est indispensable',
    ));
    // "Réaliser les inventaires et la mise en rayon", "Préparer les commandes": the catalog's skills say it already;
    // "Support aux opérations" is a sub-heading; what the newcomer will learn is no duty.
    const duties = labels.filter((l) => /^2 (?:Accueillir|Réaliser|Encaisser|Préparer les|Assurer|Rejoindre|Développer en|Support|Apprendre)/.test(l));
    expect(duties).toEqual(['2 Accueillir, écouter et conseiller les clients en boutique', '2 Encaisser les ventes et tenir la caisse du magasin']);
  });

  it('a long duty keeps its main clause, without its examples or its "notamment en…"; one that cannot be shortened gives none', async () => {
    const criteria = await extractCriteria(engine, lines(
      'Data manager (H/F)',
      'Vos missions :',
      '- Définir la feuille de route des données du département, notamment en recueillant les besoins des différentes équipes, tant au siège qu\'à l\'international ;',
      '- Garantir le bon fonctionnement du dispositif d\'accès aux données de l\'audit (accès aux données, bases d\'évaluation des risques, structuration des pistes d\'audit, etc.) ;',
      '- Assurer la maintenance, le backtesting, le monitoring et la documentation des modèles de risque de crédit sur les portefeuilles de la banque de détail',
      'Vous résolvez les tickets de support des utilisateurs de la plateforme.',
    ));
    const duties = criteria.filter((c) => c.rationale.startsWith('Une mission du poste')).map((c) => c.label);
    expect(duties).toEqual([
      'Définir la feuille de route des données du département',
      "Garantir le bon fonctionnement du dispositif d'accès aux données de l'audit",
      'Résoudre les tickets de support des utilisateurs de la plateforme',
    ]);
  });

  it('English duties give none: a label is French', async () => {
    const labels = await labelsOf(lines('Sales assistant', 'Responsibilities', '- Welcome and advise our customers in the shop', '- Carry out stock counts'));
    expect(labels.some((l) => /Welcome|Carry/.test(l))).toBe(false);
  });
});

describe('an offer for a student', () => {
  it('"stage de fin d\'étude (niveau Bac+5)": being enrolled is the gate, weight 3 and mandatory', async () => {
    const labels = await labelsOf(lines(
      'Stagiaire data scientist (H/F)',
      'Profil :',
      'Domaine de formation et niveau : statistiques, stage de fin d\'étude (niveau Bac+5)',
      'Requis : Python, SQL',
    ));
    expect(labels).toContain('3M Étudiant(e) en Bac+5');
  });

  it('a doctoral student is named so', async () => {
    const labels = await labelsOf(lines('Doctorant en épidémiologie (H/F)', 'Profil recherché', '- Étudiant en doctorat en épidémiologie spatiale'));
    expect(labels.some((l) => /^3M Doctorant\(e\) en épidémiologie/.test(l))).toBe(true);
  });
});

describe('English experience domains in a French label', () => {
  it('a sentence of English around tools reads as the tools; a French domain stays as written', async () => {
    const labels = await labelsOf(lines('Java Developer', 'Requirements', '- At least 2 years of experience developing software applications in Java'));
    expect(labels).toContain("3M Au moins 2 ans d'expérience en Java");
    const french = await labelsOf(lines('Développeur web (H/F)', 'Profil', '- Au moins 4 ans d\'expérience en architectures web robustes'));
    expect(french.some((l) => /architectures web robustes/.test(l))).toBe(true);
  });
});

describe('ranges of years and sentence-initial words', () => {
  it('"3 à 5 ans minimum", "dont 3 à 5 ans en management" are ranges from 3; an adjective opening a sentence is no product', async () => {
    const labels = await labelsOf(lines(
      'Responsable R&D (H/F)',
      'Profil recherché',
      'Vous avez au minimum 8 ans d\'expérience en R&D, dont 3 à 5 ans en management d\'équipe.',
      'Appliqué et rigoureux, vous maîtrisez SQL.',
    ));
    expect(labels.some((l) => /De 3 à 5 ans d'expérience en management d'équipe$/.test(l))).toBe(true);
    expect(labels.some((l) => /Appliqué/.test(l))).toBe(false);
    const alone = await labelsOf(lines('Architecte BI (H/F)', 'Profil', '- Une expérience significative (3 à 5 ans minimum) dans un rôle orienté architecture BI.'));
    expect(alone.some((l) => /^3M? De 3 à 5 ans d'expérience/.test(l))).toBe(true);
  });
});

describe('what the recruiter\'s review of duties also found', () => {
  it('a benefits list announced by a sentence gives no criterion; the profile after it still does', async () => {
    const labels = await labelsOf(lines(
      'Data engineer (H/F)',
      'En nous rejoignant, vous bénéficiez notamment des avantages suivants :',
      '- Offre complète de formations : techniques, métiers, développement personnel',
      '- Jusqu\'à 3 jours de télétravail par semaine',
      'Vous avez une expérience d\'au moins 3 ans sur des fonctions IT de conception / développement en environnement Big Data.',
    ));
    expect(labels.some((l) => /développement personnel/.test(l))).toBe(false);
    expect(labels).toContain("3M Au moins 3 ans d'expérience en fonctions IT de conception / développement");
  });

  it('an experience named twice, once with its years, keeps them; a title\'s "(H/F/NB)" goes', async () => {
    const labels = await labelsOf(lines(
      'Data Analyst Junior (H/F/NB)',
      'Profil',
      '- Vous justifiez d\'une première expérience en tant que Data Analyst, d\'une durée de 1 à 2 ans minimum',
    ));
    expect(labels.filter((l) => /expérience en tant que data analyst/i.test(l))).toEqual(["3M De 1 à 2 ans d'expérience en tant que data Analyst"]);
    expect(labels.some((l) => /NB/.test(l))).toBe(false);
  });
});

describe('capitalised words that name no product', () => {
  it('"la Data", "DATA", a sentence\'s first word, "DataOps.Accompagner" and what the job will teach are no criteria of their own', async () => {
    const labels = await labelsOf(lines(
      'Consultant data (H/F)',
      'Profil recherché',
      '- Bac+5 avec une spécialisation en Data, vous maîtrisez SQL et Python.',
      '- Optimiser les performances des systèmes IA et l\'orchestration (GCP, AWS).',
      'Pourquoi nous rejoindre ? Monter en compétences sur différentes technologies (Terraform, Node.js).',
    ));
    expect(labels.some((l) => /Maîtrise de (?:Data|DATA|Optimiser)|Maîtrise d'Optimiser/.test(l))).toBe(false);
    expect(labels.some((l) => /Terraform|Node\.js/.test(l))).toBe(false);
    expect(labels.some((l) => / SQL$/.test(l))).toBe(true);
  });

  it('two verbs in the infinitive opening a duty are no products ("Organiser et coordonner")', async () => {
    const labels = await labelsOf(lines(
      'Chargé de communication (H/F)',
      'Missions :',
      '* Organiser et coordonner les événements internes et externes (salons, soirées)',
      '* Encadrer et animer une équipe de deux personnes',
      'Profil :',
      '- Maîtrise de Canva et Hootsuite',
    ));
    expect(labels.some((l) => /Maîtrise d'(?:Organiser|Encadrer)/.test(l))).toBe(false);
    expect(labels.some((l) => /Canva/.test(l))).toBe(true);
  });

  it('the second word of a name is no product of its own ("Data Lake", "Power BI Service"), a maker\'s product is ("Apache Superset")', async () => {
    const labels = await labelsOf(lines(
      'Data engineer (H/F)',
      'Profil recherché :',
      '- Plateforme moderne (Data Lake, Snowflake, dbt)',
      '- Publication via Power BI Service et PowerShell',
      '- Tableaux de bord sous Apache Superset et Metabase',
    ));
    expect(labels.some((l) => /Maîtrise de (?:Lake|Service)$/.test(l))).toBe(false);
    expect(labels.some((l) => /Superset/.test(l))).toBe(true);
  });

  it('nor is any second word of a capitalised name, nor a word of a title-case phrase; colleagues named are no requirements', async () => {
    const labels = await labelsOf(lines(
      'Comptable fournisseurs (H/F)',
      'Profil recherché :',
      '- Key skills: Accounts Payable, SAP FICO, GST',
      '- Manual Handling and Working at Height certificates',
      '- Logiciel de soins type Hopital Manager ou DxCare',
    ));
    expect(labels.some((l) => /Maîtrise de (?:Payable|Working|Manager)$/.test(l))).toBe(false);
    expect(labels.some((l) => /DxCare/.test(l))).toBe(true);
    const team = await labelsOf(lines('Data engineer (H/F)', 'Vous rejoindrez une équipe composée de Data Scientists, d\'un Scrum Master et d\'un Product Owner.', 'Profil : vous maîtrisez Python.'));
    expect(team.some((l) => /scrum|Product Owner/i.test(l))).toBe(false);
    // A team's size said before what the candidate is asked hides nothing.
    expect((await labelsOf(lines('Développeur (H/F)', "Au sein d'une équipe de 5 personnes, vous maîtrisez Python, Django et PostgreSQL."))).filter((l) => /Django|PostgreSQL/.test(l))).toHaveLength(2);
  });

  it('a preference between alternatives keeps them one criterion ("Silae de préférence, ou Sage Paie")', async () => {
    const labels = await labelsOf(lines('Gestionnaire de paie (H/F)', "Profil : La maîtrise d'un logiciel de paie (Silae de préférence, ou Sage Paie) est exigée."));
    expect(labels).toContain('3M Maîtrise de Silae ou Sage Paie');
    expect(labels.filter((l) => /Silae|Sage/.test(l))).toHaveLength(1);
  });
});
