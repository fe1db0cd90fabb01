import { beforeAll, describe, expect, it } from 'vitest';
import { loadSkillCatalog, type SkillCatalog } from '../../../src/catalogs/skill-catalog.js';

let cat: SkillCatalog;
beforeAll(() => {
  cat = loadSkillCatalog();
});

const PYTHON = 'esco:ccd0a1d9-afda-43d9-b901-96344886e14d';
const JAVASCRIPT = 'esco:3cd569a2-4f88-4c1e-9995-8dce8c5e51a7';
const JAVA = 'esco:19a8293b-8e95-4de3-983f-77484079c389';
const R = 'esco:51586df8-1c46-4b47-8583-773cb63bf00b';
const SQL = 'esco:598de5b0-5b58-4ea7-8058-a4bc4d18c742';
const CPP = 'esco:b633eb55-8f1f-4ae6-ab4c-2022ffe2cb7f';
const CSHARP = 'esco:4c016b68-4116-468c-9dc6-42710c239e4a';
const SWIFT = 'esco:be80acfc-b6f2-4411-9b8d-b19d9cd2556a';
const C = 'rome:125903';
const GO = 'sup:go';
const RUST = 'sup:rust';
const EXCEL = 'rome:403039';
const WORD = 'rome:403040';
const POWERPOINT = 'rome:120689';
const OFFICE = 'esco:f683ae1d-cb7c-4aa1-b9fe-205e1bd23535';
const PROJECT_MANAGEMENT = 'esco:7111b95d-0ce3-441a-9d92-4c75d05c4388';
const AGILE = 'esco:0a9acb6b-1139-4be9-b431-3a80a959f2f4';
const DOCKER = 'rome:403031';
const KUBERNETES = 'rome:403038';
const NODE = 'rome:121024';
const REACT = 'rome:403870';
const CICD = 'rome:481370';
const UXUI = 'rome:121036';
const COMMUNICATION = 'esco:15d76317-c71a-4fa2-aadc-2ecc34e627b7';
const TEAMWORK = 'esco:60c78287-22eb-4103-9c8c-28deaa460da0';
const AUTONOMY = 'esco:c29aa9d2-4da8-4bdd-831c-8d4a2fb51730';
const RIGOUR = 'rome:300490';
const MACHINE_LEARNING = 'esco:3a2d5b45-56e4-4f5a-a55a-4a4a65afdc43';
const AI = 'rome:109794';

const found = (text: string): string[] => cat.findMentions(text).map((m) => m.skill.id);

describe('skill catalog: loading and entries', () => {
  it('has ESCO, ROME and supplement entries with labels, type, domain and group', () => {
    expect(cat.size).toBeGreaterThan(40_000);
    const python = cat.get(PYTHON)!;
    expect(python).toMatchObject({
      label_en: 'Python',
      label_fr: 'Python',
      type: 'Software skill',
      group: '0613',
      domain_en: 'information and communication technologies (icts)',
      subcategory_en: 'software and applications development and analysis',
    });
    expect(cat.get(DOCKER)).toMatchObject({ label_fr: 'Docker', type: 'Software skill', domain_fr: "Domaines d'expertise" });
    expect(cat.get('sup:django')).toMatchObject({ label_en: 'Django', group: '0613', subcategory_fr: expect.any(String) });
    expect(cat.get(RIGOUR)?.type).toBe('Soft skill');
    expect(cat.get(COMMUNICATION)?.type).toBe('Soft skill');
    expect(cat.get('nope')).toBeUndefined();
  });

  it('merged duplicates keep one id (ROME "Java" and "Programmation en Python" → ESCO)', () => {
    expect(cat.get('rome:109870')).toBeUndefined();
    expect(cat.get('rome:113798')).toBeUndefined();
    expect(cat.lookup('Programmation en Python')?.skill.id).toBe(PYTHON);
  });

  it('related() means one family of substitutes, not one catalog group; label() falls back to the other language', () => {
    const django = cat.get('sup:django')!;
    expect(cat.related(cat.get(PYTHON)!, django)?.name).toBe('python-web');
    // Same ESCO group, not substitutes (issue 13: "Windows, a skill close to Java").
    expect(cat.related(cat.get(PYTHON)!, cat.get(JAVA)!)).toBeNull();
    expect(cat.related(cat.get(JAVA)!, cat.lookup('Windows')!.skill)).toBeNull();
    expect(cat.related(cat.get(PYTHON)!, cat.get(EXCEL)!)).toBeNull();
    expect(cat.related(cat.get(EXCEL)!, cat.get(WORD)!)).toBeNull();
    expect(cat.related(cat.get(EXCEL)!, cat.lookup('LibreOffice Calc')!.skill)?.label).toBe('tableurs');
    expect(cat.related(cat.lookup('PostgreSQL')!.skill, cat.lookup('MySQL')!.skill)?.label).toBe('bases de données relationnelles');
    expect(cat.label(cat.get(DOCKER)!, 'en')).toBe('Docker');
    expect(cat.label(cat.get('rome:300483')!, 'fr')).toBe('Organiser son travail selon les priorités et les objectifs');
    expect(cat.label(cat.get(PROJECT_MANAGEMENT)!, 'en')).toBe('project management');
    expect(cat.label(cat.get(PROJECT_MANAGEMENT)!, 'fr')).toBe('gestion de projets');
  });
});

describe('findMentions: French job offers and resumes', () => {
  it('finds tools, languages and methods in an offer, with offsets in the original text', () => {
    const text =
      'Nous recherchons un développeur Python/Django maîtrisant PostgreSQL, Docker et Kubernetes, ' +
      'les pipelines CI/CD (GitLab CI) et la gestion de projet agile (Scrum).';
    const ms = cat.findMentions(text);
    expect(ms.map((m) => m.skill.id)).toEqual([
      PYTHON,
      'sup:django',
      'esco:a8d07b5a-c1a1-42c6-9d53-db9c7a2ca996',
      DOCKER,
      KUBERNETES,
      CICD,
      'sup:gitlab-ci',
      AGILE,
      'sup:scrum',
    ]);
    for (const m of ms) expect(text.slice(m.start, m.end)).toBe(m.text);
    expect(ms.find((m) => m.skill.id === CICD)?.text).toBe('CI/CD');
    expect(ms.find((m) => m.skill.id === AGILE)?.text).toBe('gestion de projet agile');
  });

  it("reads elided and accented forms: d'Excel, l'IA, réactivité, équipe", () => {
    const text = "Bonne maîtrise d'Excel et de PowerPoint ; l'IA générative et l'esprit d'équipe sont un plus.";
    const ms = cat.findMentions(text);
    expect(ms.map((m) => m.skill.id)).toEqual([EXCEL, POWERPOINT, 'sup:generative-ai', TEAMWORK]);
    expect(ms[0].text).toBe('Excel');
    expect(text.slice(ms[0].start - 2, ms[0].end)).toBe("d'Excel");
    expect(ms[3].text).toBe("esprit d'équipe");
  });

  it('finds office suites and soft skills written the usual French ways', () => {
    expect(found('Maîtrise du Pack Office, des outils bureautiques et de MS Office.')).toEqual([OFFICE, OFFICE, OFFICE]);
    expect(found('Vous êtes rigoureux, autonome et doté d’un bon relationnel.')).toEqual([RIGOUR, AUTONOMY, COMMUNICATION]);
    expect(found('Rigueur, autonomie, curiosité et sens de l’organisation.')).toEqual([
      RIGOUR,
      AUTONOMY,
      'esco:429062f1-a958-43ea-83dd-4e1af078c156',
      'rome:300483',
    ]);
  });

  it('plural and singular forms and "de/des" variants reach the same entry', () => {
    expect(found('Expérience en gestion des projets.')).toEqual([PROJECT_MANAGEMENT]);
    expect(found('Expérience en gestion de projets.')).toEqual([PROJECT_MANAGEMENT]);
    expect(found('Expérience en conduite de projet.')).toEqual([PROJECT_MANAGEMENT]);
  });

  it('finds trade skills written the short way (retail, care, logistics, welding)', () => {
    expect(found('Vente en magasin : encaissement, mise en rayon, merchandising.')).toEqual([
      'rome:118069',
      'rome:102405',
      'rome:121250',
    ]);
    expect(found("Aide-soignante : soins d'hygiène, prise des constantes.")).toEqual(['rome:107661', 'rome:107660']);
    // "soudure TIG" is the TIG process, not welding in general (a TIG welder is not a solderer).
    expect(found('Préparation de commandes, manutention, soudure TIG, lecture de plans.')).toEqual(['rome:300645', 'rome:100016', 'sup:tig-welding', 'rome:103070']);
    expect(found('Soudure, soudure à l\'étain.')).toEqual(['esco:530cb489-d900-46ab-9350-4d50ccd49eea', 'sup:soldering']);
  });

  it('leaves languages to the language catalog', () => {
    expect(found('Anglais courant, allemand apprécié ; fluent English.')).toEqual([]);
    expect(cat.lookup('anglais')?.skill.kind).toBe('language');
  });

  it('does not read ordinary French words as skills', () => {
    expect(found('Le chef de projet pilote l’équipe ; le chef cuisinier gère la cuisine.')).toEqual([]);
    expect(found('Permis C exigé. Vitamine C. Catégorie B. R&D. Plan B.')).toEqual([]);
    expect(found('Poste basé à Paris, déplacements à Nice. Tableau de bord mensuel.')).toEqual([]);
    expect(found('Avantages : restauration collective, mutuelle, salle de sport, cuisine équipée.')).toEqual([]);
    expect(found("Vue d'ensemble du poste : vous serez sous l'autorité du chef d'équipe.")).toEqual([]);
    expect(found('Le prix de vente et la politique tarifaire sont fixés par la direction.')).toEqual([]);
    expect(found("L'écosystème du client et la source des données.")).toEqual([]);
  });

  it('a midwife is no Sage software user: "sage-femme" is midwifery, "Sage 100" the software', () => {
    expect(found("Sage-femme diplômée d'État, 10 ans en maternité")).toEqual(['sup:midwifery']);
    expect(found('Compétences : sage-femme, suivi de grossesse')).toContain('sup:midwifery');
    expect(found('Logiciels : Sage 100, Cegid')).toContain('rome:113335');
  });

  it('a product named after another is its own entry: GitHub Copilot and GitHub Actions are not GitHub', () => {
    expect(found('Outils : GitHub Copilot, GitHub Actions, GitHub')).toEqual(['sup:github-copilot', 'sup:github-actions', 'rome:403033']);
  });

  it('is not fooled by "et": "le cloud et des technologies" is just "cloud"', () => {
    expect(found('le monde du numérique, le Cloud et des technologies innovantes')).toEqual([
      'esco:bd14968e-e409-45af-b362-3495ed7b10e0',
    ]);
  });
});

describe('findMentions: English job offers and resumes', () => {
  it('finds programming languages with symbols and dotted names', () => {
    const text = 'Experience with C++, C# and .NET; Node.js, Vue.js, React; UX/UI; Power BI; MS Office.';
    expect(found(text)).toEqual([CPP, CSHARP, 'sup:dotnet', NODE, 'sup:vuejs', REACT, UXUI, 'sup:power-bi', OFFICE]);
  });

  it('does not read ordinary English words as skills', () => {
    expect(found('You will design the new sales process and excel in a fast-paced environment.')).toEqual([]);
    expect(found('We are a swift, agile team; go the extra mile and rust never sleeps.')).toEqual([]);
    expect(found('Access to the office is easy; word of mouth matters; we react to the spring sales.')).toEqual([]);
    expect(found('Wholesales and presales experience.')).toEqual([]);
    expect(found('You will be responsible for the pension scheme of a construction company.')).toEqual([]);
    expect(found('The economic costs and electronic referral system.')).toEqual([]);
  });

  it('finds soft skills and methods in resume sentences', () => {
    expect(found('Strong communication skills, teamwork and attention to detail.')).toEqual([
      COMMUNICATION,
      TEAMWORK,
      'esco:83e6510b-ffeb-4aec-959c-4265fd0ff7b7',
    ]);
    expect(found('Led Agile/Scrum projects; machine learning with TensorFlow and PyTorch.')).toEqual([
      AGILE,
      'sup:scrum',
      MACHINE_LEARNING,
      'sup:tensorflow',
      'sup:pytorch',
    ]);
  });
});

describe('findMentions: short and ambiguous names need their case and a list or tech context', () => {
  it('accepts C, R, Go only as written and among other skills or after a programming cue', () => {
    expect(found('Compétences : C, C++, C#, Go, R, Rust, Swift')).toEqual([C, CPP, CSHARP, GO, R, RUST, SWIFT]);
    expect(found('Maîtrise de Python, R et SQL.')).toEqual([PYTHON, R, SQL]);
    expect(found('Maîtrise du langage R pour les statistiques.')).toContain(R);
    expect(found('Scala, Java ou Go')).toEqual(['esco:ffddfc7c-a9dd-449f-9e96-882dc447c8b6', JAVA, GO]);
  });

  it('accepts C# alone in a sentence: a letter and a sharp is no word of prose', () => {
    expect(found('Vous maîtrisez C# et le framework .NET.')).toContain(CSHARP);
    expect(found('Strong experience with C# is required.')).toEqual([CSHARP]);
  });

  it('rejects them in prose, lower case or without context', () => {
    expect(found('Go to the office.')).toEqual([]);
    expect(found('Let us go: the R team meets in room C.')).toEqual([]);
    expect(found('Compétences : python, go, rust')).toEqual([PYTHON, RUST]);
    expect(found('Système de compteur D/C.')).toEqual([]);
  });

  it('accepts lower-case tool names that are also words only inside a list', () => {
    expect(found('skills: word, excel, powerpoint, outlook')).toEqual([WORD, EXCEL, POWERPOINT, 'sup:outlook']);
    expect(found('Excel and Word are required.')).toEqual([EXCEL, WORD]);
    expect(found('We excel at what we do; a word of thanks.')).toEqual([]);
  });

  it('Spring, Express, Node: catalog case and a list of tech skills', () => {
    expect(found('Frameworks (Java, Spring, Node, NestJS, Express)')).toEqual([
      JAVA,
      'rome:113274',
      NODE,
      'sup:nestjs',
      'sup:expressjs',
    ]);
    expect(found('In spring we express our thanks; the node is down.')).toEqual([]);
  });
});

describe('lookup: short skill strings', () => {
  const cases: [string, string][] = [
    ['Python', PYTHON],
    ['python3', PYTHON],
    ['pyhton', PYTHON],
    ['JS', JAVASCRIPT],
    ['javascript', JAVASCRIPT],
    ['Javascrpit', JAVASCRIPT],
    ['TS', 'esco:867137fb-ff1b-4ca3-99f3-cb6969aa2c68'],
    ['k8s', KUBERNETES],
    ['docker', DOCKER],
    ['ML', MACHINE_LEARNING],
    ['apprentissage automatique', MACHINE_LEARNING],
    ['IA', AI],
    ['RH', 'esco:e437eba1-3e22-41f2-8703-741e94785cba'],
    ['GRH', 'esco:e437eba1-3e22-41f2-8703-741e94785cba'],
    ['PM', PROJECT_MANAGEMENT],
    ['gestion de projet', PROJECT_MANAGEMENT],
    ['Gestion des projets', PROJECT_MANAGEMENT],
    ['project management', PROJECT_MANAGEMENT],
    ['project managment', PROJECT_MANAGEMENT],
    ['ms office', OFFICE],
    ['Pack Office', OFFICE],
    ['Excel', EXCEL],
    ['microsoft excel', EXCEL],
    ['exel', EXCEL],
    ['MS Word', WORD],
    ['power bi', 'sup:power-bi'],
    ['powerbi', 'sup:power-bi'],
    ['node js', NODE],
    ['nodejs', NODE],
    ['reactjs', REACT],
    ['ci cd', CICD],
    ['C++', CPP],
    ['C#', CSHARP],
    ['golang', GO],
    ['méthodes agiles', AGILE],
    ['travail en équipe', TEAMWORK],
    ["esprit d'equipe", TEAMWORK],
    ['teamwork', TEAMWORK],
    ['autonomie', AUTONOMY],
    ['maîtrise de Python', PYTHON],
    ['Connaissances en SQL', SQL],
    ['négociation', 'rome:478851'],
    ['public speaking', 'rome:300413'],
    ['supply chain', 'esco:f929c89e-c363-4132-a918-e021d57b307c'],
  ];
  it.each(cases)('%s → %s', (term, id) => {
    const hit = cat.lookup(term);
    expect(hit?.skill.id).toBe(id);
    expect(hit!.score).toBeGreaterThan(0.7);
    expect(hit!.score).toBeLessThanOrEqual(1);
  });

  it('scores exact aliases 1 and fuzzy matches below 1', () => {
    expect(cat.lookup('Python')?.score).toBe(1);
    expect(cat.lookup('pyhton')!.score).toBeLessThan(0.95);
    expect(cat.lookup('maîtrise de Python')!.score).toBeLessThan(1);
  });

  it('returns null below the threshold', () => {
    expect(cat.lookup('xyzzy')).toBeNull();
    expect(cat.lookup('blablabla')).toBeNull();
    expect(cat.lookup('')).toBeNull();
    expect(cat.lookup('   ')).toBeNull();
  });
});
