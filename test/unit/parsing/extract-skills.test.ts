import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../src/parsing/extract-skills.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const run = (lines: string[]) => extractSkills(makeResumeDocument(['# Ann Lee', ...lines]), parsingCatalogs()).value;

describe('extractSkills', () => {
  it('splits labelled lines and normalizes what the catalog knows', () => {
    const skills = run(['## Compétences', '• Logiciels : Sage 200, Excel, Python', '• Management : encadrement d’équipe']);
    expect(skills.map((s) => [s.skill_title, s.status, s.skill_type])).toEqual([
      ['Sage 200', 'raw', 'Software skill'],
      ['Microsoft Excel', 'normalized', 'Software skill'],
      ['Python', 'normalized', 'Software skill'],
      // the catalog's "Management d'équipe" does not hold "encadrement": kept as written
      ['encadrement d’équipe', 'raw', 'Hard skill'],
    ]);
    const excel = skills[1];
    expect(excel.domain).not.toBeNull();
    expect(skills[0]).toMatchObject({ domain: null, subcategory: null });
  });

  it('splits middle dots and drops duplicates', () => {
    const skills = run(['## Skills', 'B2B sales · Salesforce · Salesforce · forecasting']);
    expect(skills.map((s) => s.skill_title)).toEqual(['B2B sales', 'Salesforce', 'forecasting']);
  });

  it('joins a bullet item wrapped in a narrow column', () => {
    expect(run(['## Compétences', '• négociation grands', 'comptes', '• prospection']).map((s) => s.skill_title)[0]).toBe('négociation grands comptes');
  });

  it('reads a labelled list in a header without headings, not the contact labels', () => {
    const skills = run(['dan@example.com', 'Address: Flat 4, 22 Larkhill Lane, Liverpool', 'Warehouse: stock control, goods in, despatch', 'IT systems: Manhattan WMS, Excel']);
    expect(skills.map((s) => s.skill_title)).toEqual(['stock control', 'goods in', 'despatch', 'Manhattan WMS', 'Microsoft Excel']);
  });

  it('leaves languages and certificates swallowed by a skills section out', () => {
    expect(run(['## Compétences', 'WMS Reflex, Excel', '• Sauveteur secouriste du travail (SST), 2020', '• Arabe : bilingue']).map((s) => s.skill_title)).toEqual(['Reflex WMS', 'Microsoft Excel']);
  });

  it('reads a job-site export: years in parentheses dropped, a wrapped parenthesis joined, the sections after it left out', () => {
    const skills = run(['SKILLS', 'CPT (3 years), Data Center (4 years), testing (10+ years), Virtualization (7', 'years)', 'LINKS', 'http://www.linkedin.com/in/ann-lee', 'ADDITIONAL INFORMATION', 'Available for relocation']);
    expect(skills.map((s) => s.skill_title)).toEqual(expect.arrayContaining(['Data Center', 'testing', 'Virtualization']));
    expect(skills.map((s) => s.skill_title).join(' | ')).not.toMatch(/years|LINKS|linkedin|ADDITIONAL|relocation/);
    expect(skills).toHaveLength(4);
  });

  it('reads a sidebar under letter-spaced headings', () => {
    const skills = run(['C O N TA C T', 'ann.lee@example.com', 'C O M P É T E N C E S', '▪ Gestion de projet', '▪ Analyse de données', 'L A N G U E S', 'Anglais : courant']);
    expect(skills.map((s) => s.skill_title.toLowerCase())).toEqual(['gestion de projets', 'analyse de données']);
  });

  const titles = (lines: string[]) => run(lines).map((s) => s.skill_title);

  it('reassembles a grid of bulleted cells that wrap onto the rows below', () => {
    expect(
      titles([
        '## Core competencies',
        '▪ Portfolio &\t▪ Vendor &\t▪ Change management',
        'governance\tcontract management\t(Board / ExCo)',
        '▪ Cost control up to\t▪ Regulatory reporting (FCA,\t▪ Team coaching',
        '£5m\tPRA)',
      ]),
    ).toEqual(['Portfolio & governance', 'Vendor & contract management', 'Change management (Board / ExCo)', 'Cost control up to £5m', 'Regulatory reporting (FCA, PRA)', 'Team coaching']);
  });

  it('joins a comma list wrapped in a paragraph, and reads a category above it or in a column beside it', () => {
    expect(titles(['## Compétences', 'Prospection de portefeuille, négociation grands comptes, réponse aux', 'marchés publics, Salesforce'])).toEqual([
      'Prospection de portefeuille',
      'négociation grands comptes',
      'réponse aux marchés publics',
      'Salesforce',
    ]);
    expect(titles(['## Compétences', 'Chantier', 'Gros œuvre, Méthodes', 'et phasage, Pilotage des sous-traitants,', 'Relation MOA / MOE', 'Gestion\tBudget travaux, Planification, Réception et', 'levée des réserves', 'Sécurité', 'PPSPS et PGC, Démarche HQE'])).toEqual([
      'Gros œuvre',
      'Méthodes et phasage',
      'Pilotage des sous-traitants',
      'Relation MOA / MOE',
      'Budget travaux',
      expect.stringMatching(/^planification$/i),
      'Réception et levée des réserves',
      'PPSPS et PGC',
      'Démarche HQE',
    ]);
  });

  it('reads a label whose colon stands in a cell or on a line of its own', () => {
    expect(titles(['## Technical skills', 'CAD Tools\t:\tFusion 360, Rhino', 'Lean Tools', ':', '5S, Kaizen'])).toEqual([expect.stringMatching(/Fusion 360$/), 'Rhino', '5S', 'Kaizen']);
  });

  it('drops rating dots and splits tab-separated cells', () => {
    expect(titles(['## Compétences', 'SEO / SEA\t●●●●○', 'Emailing & automation\t●●●○○', 'Mailchimp\tWordPress\tShopify'])).toEqual([
      'SEO / SEA',
      'Emailing & automation',
      'Mailchimp',
      'WordPress',
      'Shopify',
    ]);
  });

  it('keeps one item per line whole: a comma before lower case, a longer line', () => {
    expect(titles(['## Compétences', 'Cuisine du marché et produits régionaux', 'Garde-manger, fonds et sauces', 'Cuisson sous vide et fumage', 'Taking charge of the ward and managing patient flow'])).toEqual([
      'Cuisine du marché et produits régionaux',
      'Garde-manger, fonds et sauces',
      'Cuisson sous vide et fumage',
      'Taking charge of the ward and managing patient flow',
    ]);
  });

  it('leaves out the job lines of another column read into a bulleted list', () => {
    expect(titles(['## Compétences', '▪ Gestion de l’urgence vitale', '▪ Tutorat', 'Infirmière en réanimation', '09/2018 – aujourd’hui', 'Hôpital Nord, Lyon', '▪ DxCare'])).toEqual([
      'Gestion de l’urgence vitale',
      'Tutorat',
      'DxCare',
    ]);
  });

  it('keeps a skill that names a language, and the wording as written', () => {
    expect(titles(['## Skills', 'Excellent verbal and written communication in English', 'Zendesk ticketing'])).toContain('Excellent verbal and written communication in English');
    expect(titles(['## Compétences', 'Inventaires', 'Social media'])).toEqual(['Inventaires', expect.stringMatching(/social media/i)]);
  });

  it('reads a heading in capitals that qualifies a head noun', () => {
    expect(titles(['ann.lee@example.com', 'CORE SKILLS', 'Variance analysis', 'Budgeting & forecasting', 'SYSTEMS & TOOLS', 'Power BI'])).toEqual([
      'Variance analysis',
      'Budgeting & forecasting',
      'Power BI',
    ]);
  });

  it('keeps a skill that names a certificate, not a dated certificate', () => {
    expect(titles(['## Compétences', 'Normes d’hygiène et HACCP', 'Agile / SAFe & hybrid delivery', 'Sauveteur secouriste du travail (SST), 2020'])).toEqual([
      'Normes d’hygiène et HACCP',
      'Agile / SAFe & hybrid delivery',
    ]);
  });

  it('ends the list at a heading in capitals naming courses', () => {
    expect(titles(['## Skills', 'Classroom management', 'Netball coaching', 'SHORT COURSES & AWARDS', 'First Aid Level 1 – Red Cross (2022)'])).toEqual([
      'Classroom management',
      'Netball coaching',
    ]);
  });

  it('reads a category with its level, a skill with its level, and ratings in numbers', () => {
    expect(titles(['## Skills', 'Programming (advanced): Python, Java', 'Cloud (intermediate): Docker'])).toEqual(['Python', 'Java', 'Docker']);
    expect(titles(['## Compétences', 'Excel : avancé', 'Photoshop : notions'])).toEqual(['Microsoft Excel', expect.stringMatching(/Photoshop/)]);
    expect(titles(['## Skills', 'Java (4/5)', 'Leadership 80%', 'Figma ★★★☆☆', 'Kotlin ███░░', 'Terraform – 3 years'])).toEqual(['Java', expect.stringMatching(/^leadership$/i), 'Figma', 'Kotlin', 'Terraform']);
  });

  it('splits pills set apart by wide gaps, under a "Qualités" heading too', () => {
    expect(titles(['## Skills', 'Python   Tableau   Power BI'])).toEqual(['Python', 'Tableau', 'Power BI']);
    expect(titles(['## Qualités', 'Rigueur, autonomie'])).toHaveLength(2);
  });

  it('keeps only the rated lines of a list rated line by line', () => {
    expect(titles(['## Compétences', 'Agence Exemple · Lyon · Depuis 2021', 'SEO / SEA', '●●●●○', 'Gestion de la relation', 'client', '●●●○○', 'Pilotage des campagnes sur 6 marchés', 'Analyse de données', '●●●●●'])).toEqual([
      'SEO / SEA',
      expect.stringMatching(/^gestion de la relation client$/i),
      expect.stringMatching(/^analyse de donn/i),
    ]);
  });

  it('reads bullets as OCR writes them', () => {
    expect(titles(['## Compétences', '= Surveillance hémodynamique', 'et ventilatoire', 'o Tutorat des stagiaires', '© Gestion des stocks'])).toEqual([
      'Surveillance hémodynamique et ventilatoire',
      'Tutorat des stagiaires',
      expect.stringMatching(/^gestion des stocks$/i),
    ]);
  });

  it('reads a sidebar list without a heading when most of its lines are known skills, not a contact block', () => {
    expect(titles(['ann.lee@example.com', 'Python', 'Power BI', 'Tableau', 'Excel', 'Storytelling', '## Experience', 'Analyst at Example Ltd'])).toEqual([
      'Python',
      'Power BI',
      'Tableau',
      'Microsoft Excel',
      'Storytelling',
    ]);
    expect(titles(['Ann Lee', 'Data Analyst', 'Rue des Lilas', 'Lyon', 'France', '## Experience', 'Analyst at Example Ltd'])).toEqual([]);
  });

  it('reads sidebar tags read into the experience section by a line-by-line extraction, all known skills', () => {
    const got = titles(['## Expériences', 'Python', 'Développeuse web', 'sept. 2020 – août 2022', 'Docker', 'Kubernetes', 'PostgreSQL', 'Redis', 'Exemple SA · Bordeaux']);
    expect(got).toEqual(['Docker', 'Kubernetes', 'PostgreSQL', 'Redis']);
  });

  it("leaves out a skills table's header row", () => {
    expect(titles(['## Skills matrix', 'Skill', 'Years', 'Level', 'Selenium WebDriver', '8', 'Expert', 'Cypress', '3', 'Advanced'])).toEqual(['Selenium WebDriver', 'Cypress']);
  });

  it("leaves out the candidate's name read into the list", () => {
    const doc = makeResumeDocument(['## Skills', 'Variance analysis', 'Ann LEE, CFA', 'Power BI']);
    expect(extractSkills(doc, parsingCatalogs(), { first_name: 'Ann', last_name: 'Lee' }).value.map((s) => s.skill_title)).toEqual(['Variance analysis', 'Power BI']);
  });

  it('joins an item wrapped in a narrow column of one item per line, without bullets', () => {
    expect(
      titles([
        '## Key skills',
        'Early Years Learning',
        'Framework (EYLF)',
        'Play-based and intentional',
        'teaching',
        'Observation, assessment &',
        'documentation',
        'Family and community',
        'partnerships',
        'Lesson planning',
      ]),
    ).toEqual(['Early Years Learning Framework (EYLF)', 'Play-based and intentional teaching', 'Observation, assessment & documentation', 'Family and community partnerships', 'Lesson planning']);
    // A list written in lower case throughout, and a short line before a lower-case name, are items each.
    expect(titles(['## Savoir-faire', 'recrutement', 'droit du travail', 'relations sociales', 'paie'])).toHaveLength(4);
    expect(titles(['## Skills', 'Python (pandas, scikit-learn)', 'A/B Testing & Statistics', 'dbt & Airflow'])).toHaveLength(3);
  });

  it('keeps a series closed by "&" whole, and details in parentheses do not make an item too long', () => {
    expect(titles(['## Key skills', 'Team leadership & coaching', 'Stock control & shrinkage reduction', 'Microsoft Excel, Word & Outlook', 'SAP Retail', 'Fault finding on motors, starters and control circuits'])).toEqual([
      'Team leadership & coaching',
      'Stock control & shrinkage reduction',
      'Microsoft Excel, Word & Outlook',
      'SAP Retail',
      'Fault finding on motors, starters and control circuits',
    ]);
    expect(titles(['## Compétences', 'Rédaction de notes d’information paie (changements légaux, prélèvement à la source)', 'Paie multi-conventions'])).toHaveLength(2);
  });

  it('leaves out the words of a heading in capitals wrapped onto the lines below, and the heading of another topic', () => {
    expect(titles(['## COMPÉTENCES', 'ORGANISATIONNELLES /', 'MANAGÉRIALES', 'Respect des délais de clôture', 'Encadrement d’alternants', 'PERMIS DE CONDUIRE', 'B', 'INFORMATIONS', 'COMPLÉMENTAIRES'])).toEqual([
      'Respect des délais de clôture',
      'Encadrement d’alternants',
    ]);
  });

  it('reads a labelled list left in a languages section by a label read as a heading', () => {
    expect(titles(['## Skills', 'Technical: Stata, Python', '## Languages', 'English (native), Urdu (conversational)', 'Interpersonal: Public speaking, Customer service'])).toEqual([
      'Stata',
      'Python',
      'Public speaking',
      expect.stringMatching(/^customer service$/i),
    ]);
  });

  it('reads the list of an empty skills heading from the section below it, known to the catalog or not', () => {
    const got = titles(['## Compétences', '## Expériences', 'Développeuse web', 'sept. 2020 – août 2022', 'Docker', 'Storybook', 'HTML5 / CSS3', 'Kubernetes', 'PostgreSQL', 'Exemple SA · Bordeaux']);
    expect(got).toEqual(['Docker', 'Storybook', 'HTML5 / CSS3', 'Kubernetes', 'PostgreSQL']);
  });

  it('leaves out the prose and entry heads of another column read into the list', () => {
    expect(
      titles([
        '## Compétences',
        'Centre hospitalier Exemple – Lyon',
        'Soins d’hygiène et de confort',
        'Aide-soignante (CDD puis CDI)',
        'Aide aux levers, aux couchers et aux repas, mobilisation avec lève-personne.',
        'Transmissions écrites et orales',
        'Rigueur, autonomie.',
      ]),
    ).toEqual(['Soins d’hygiène et de confort', 'Transmissions écrites et orales', expect.stringMatching(/rigueur/i), expect.stringMatching(/autonomie/i)]);
  });

  it('leaves out credentials listed among skills: a membership, an attestation, a renewal date, a licence number', () => {
    expect(
      titles(['## Compétences', 'Prélèvements sanguins', 'Membre de l’Ordre des infirmières', 'Attestation en thérapie intraveineuse', 'RCR – niveau C (renouvelé 2024)', 'Soins de plaies et pansements', 'Permis n° 20174185']),
    ).toEqual([expect.stringMatching(/^prélèvements sanguins$/i), 'Soins de plaies et pansements']);
  });

  it('joins a word broken at its hyphen, and leaves a degree’s modules to the education', () => {
    expect(titles(['## Skills', 'Quality Tools: 7 QC Tools, PFMEA, 8D, Why-', 'Why Analysis, Poka-Yoke'])).toContain('Why-Why Analysis');
    expect(titles(['ann.lee@example.com', 'Relevant modules: Econometrics, Microeconomic Theory', 'A-levels: Mathematics (A*), Economics (A)', 'Tools: Stata, Excel'])).toEqual(['Stata', 'Microsoft Excel']);
  });
});

describe('a skills table whose rows are labelled like headings', () => {
  it('reads "Languages⇥Java, SQL" and "Tools⇥…" rows under "Technical skills" as skills, not as sections', async () => {
    const { extractSkills } = await import('../../../src/parsing/extract-skills.js');
    const { parsingCatalogs } = await import('../../../src/parsing/parsing-catalogs.js');
    const { makeResumeDocument } = await import('./make-resume-document.js');
    const doc = makeResumeDocument(['# Ann Lee', '## Technical skills', 'Category\tSkills', 'Languages\tJava, SQL, JavaScript', 'Databases\tPostgreSQL, MongoDB', 'Tools\tMaven, Jira', '## Languages', 'English: fluent']);
    const skills = extractSkills(doc, parsingCatalogs()).value.map((s) => s.skill_title);
    expect(skills).toEqual(expect.arrayContaining(['Java', 'SQL', 'PostgreSQL', 'MongoDB']));
  });

  it('reads a "Languages" label on its own line under "Technical skills" as a label of the list when programming languages follow', async () => {
    const { makeResumeDocument } = await import('./make-resume-document.js');
    const doc = makeResumeDocument(['# Ann Lee', '## TECHNICAL SKILLS', 'Languages', 'Java (8/11/17), Python, SQL, JavaScript', 'Frameworks', 'Spring Boot, Hibernate', '## Languages', 'English – fluent, Tamil – native']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
  });

  it('gives the skills read under a languages heading beside it back to the skills list', async () => {
    const { makeResumeDocument } = await import('./make-resume-document.js');
    const doc = makeResumeDocument(['# Manon Exemple', '## COMPÉTENCES', 'Recrutement', '## LANGUES', 'Administration du personnel', 'Lucca', 'Excel (TCD)', 'Anglais : B2 (TOEIC 845)', 'Espagnol : A2']);
    expect(doc.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Manon Exemple']],
      ['skills', ['Recrutement', 'Administration du personnel', 'Lucca', 'Excel (TCD)']],
      ['languages', ['Anglais : B2 (TOEIC 845)', 'Espagnol : A2']],
    ]);
  });
});

