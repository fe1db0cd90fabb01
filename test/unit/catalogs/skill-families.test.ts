/**
 * Tool families and the skills the golden job/candidate pairs (test/golden/matching) showed missing:
 * related() links the tools of one family of data/skill-families.csv (Freshdesk for Zendesk,
 * Cerner for Epic, CATIA for SolidWorks…) and nothing else; catalog groups play no part.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSkillCatalog, type SkillCatalog } from '../../../src/catalogs/skill-catalog.js';

let cat: SkillCatalog;
beforeAll(() => {
  cat = loadSkillCatalog();
});

const found = (text: string): string[] => cat.findMentions(text).map((m) => m.skill.id);
const texts = (text: string): string[] => cat.findMentions(text).map((m) => m.text);
const idOf = (term: string): string | undefined => cat.lookup(term)?.skill.id;

/** Every term is found in free text as one entry; returns that entry. */
function oneEntry(terms: string[]): string {
  const ids = terms.map((t) => {
    const ms = cat.findMentions(t);
    expect(ms.map((m) => m.text), t).toEqual([t]);
    return ms[0].skill.id;
  });
  expect(new Set(ids).size, terms.join(', ')).toBe(1);
  return ids[0];
}

/** Every term is an entry of its own, and related() links the first to each of the others. Returns the first one's catalog group. */
function family(terms: string[]): string {
  const skills = terms.map((t) => {
    const hit = cat.lookup(t);
    expect(hit, t).not.toBeNull();
    expect(hit!.score, t).toBe(1);
    return hit!.skill;
  });
  expect(new Set(skills.map((s) => s.id)).size, terms.join(', ')).toBe(terms.length);
  for (const s of skills.slice(1)) expect(cat.related(skills[0], s), s.id).not.toBeNull();
  return skills[0].group!;
}

describe('tool families: related() within the family only', () => {
  it('helpdesk tools', () => {
    const g = family(['Zendesk', 'Freshdesk', 'ServiceNow', 'Jira Service Management', 'Intercom', 'GLPI']);
    expect(cat.get('esco:6430eb0d-c6de-46b7-a7fc-3dd2e8e62a69')?.group).toBe(g); // ticketing tool (generic)
    expect(found('Tools: Freshdesk, Salesforce Service Cloud, Slack.')).toEqual(['sup:freshdesk', 'rome:403044', 'sup:slack']);
    expect(found('Document every interaction in our ticketing tool.')).toEqual(['esco:6430eb0d-c6de-46b7-a7fc-3dd2e8e62a69']);
    // Jira (project tracking) is not a helpdesk tool
    expect(cat.related(cat.get('sup:zendesk')!, cat.get('rome:403037')!)).toBeNull();
  });

  it('"Intercom" is an ordinary word: only as written and among tools', () => {
    expect(found('Support tools: Zendesk, Intercom')).toEqual(['sup:zendesk', 'sup:intercom']);
    expect(found('The intercom of the building is broken. Intercom system installed.')).toEqual([]);
  });

  it('EHR software, with the generic "dossier patient informatisé" / EHR entry', () => {
    const g = family(['Epic EHR', 'Cerner', 'Meditech', 'Allscripts', 'DxCare', 'NetSoins']);
    const ehr = 'esco:53141450-2fa9-4890-a64e-7ffd4e1144be';
    expect(cat.get(ehr)?.group).toBe(g);
    expect(found('Experience with Epic EHR.')).toEqual(['sup:epic-ehr']);
    expect(found('Charting in Epic (EHR) and Cerner PowerChart.')).toEqual(['sup:epic-ehr', ehr, 'sup:cerner']);
    expect(found('EHR: Epic, Meditech')).toEqual([ehr, 'sup:epic-ehr', 'sup:meditech']);
    expect(found('Saisie dans le dossier patient informatisé (DxCare).')).toEqual([ehr, 'sup:dxcare']);
    expect(found('Document care accurately in the electronic health record.')).toEqual([ehr]);
  });

  it('"Epic" and "Cerner" alone are words: an epic journey, cerner les besoins', () => {
    expect(found('An epic journey; Epic fail. Cerner les besoins du client et les cerner vite.')).toEqual([]);
    expect(found('User epics and stories in Jira.')).toEqual(['rome:403037']);
  });

  it('project planning tools', () => {
    const g = family(['MS Project', 'Primavera P6', 'Microsoft Planner', 'GanttProject']);
    expect(idOf('Microsoft Project')).toBe(idOf('MS Project'));
    expect(cat.get(idOf('outils de planification')!)?.group).toBe(g);
    expect(found('Élaboration des plannings sous Primavera P6 et MS Project.')).toEqual(['sup:primavera-p6', 'rome:120369']);
    expect(found('Outils : Planner, Trello')).toEqual(['sup:ms-planner', 'sup:trello']);
    expect(found('A planner for the wedding; the project planner role.')).toEqual([]);
  });

  it('French payroll software, apart from accounting software', () => {
    const pay = family(['Silae', 'Sage Paie', 'ADP GXP', 'Cegid Paie', 'PayFit', 'Quadra Paie', 'logiciel de paie']);
    const acc = family(['Sage 100', 'Cegid', 'Quadra Expert', 'EBP', 'logiciel comptable']);
    expect(pay).not.toBe(acc);
    expect(cat.related(cat.get(idOf('Silae')!)!, cat.get(idOf('Sage 100')!)!)).toBeNull();
    expect(found('Logiciels : Sage 100 Comptabilité, Quadra Expert, Sage Paie, ADP GXP')).toEqual([
      'rome:113335',
      'sup:quadra',
      'sup:sage-paie',
      'sup:adp',
    ]);
    // "ADP" alone is also Aéroports de Paris
    expect(found("Agent d'escale chez ADP à Roissy.")).toEqual([]);
    expect(found('Paie : Silae, ADP')).toEqual(['rome:122090', 'sup:silae', 'sup:adp']);
  });

  it('CAD and FEA/simulation are two families', () => {
    const cad = family(['SolidWorks', 'CATIA', 'PTC Creo', 'AutoCAD', 'Autodesk Inventor', 'Siemens NX', 'CAD software']);
    const fea = family(['ANSYS', 'Abaqus', 'Nastran', 'COMSOL', 'finite element analysis']);
    expect(cad).not.toBe(fea);
    const feaId = oneEntry(['finite element analysis', 'FEA', 'analyse par éléments finis', 'finite element analyses']);
    expect(cat.get(feaId)).toMatchObject({ kind: 'knowledge', group: fea });
    expect(found('CAD: CATIA V5, PTC Creo, AutoCAD')).toEqual(['rome:116430', 'sup:ptc-creo', 'rome:116428']);
    expect(found('Static and modal finite element analyses in Abaqus; FEA with ANSYS Mechanical.')).toEqual([
      feaId,
      'sup:abaqus',
      feaId,
      'sup:ansys',
    ]);
    expect(found('Strong in 3D CAD.')).toEqual(['esco:a2b5dcf3-5b6a-453d-876c-cff540c0faf1']);
    // "NX", "Inventor", "CAD" need their case and a list
    expect(found('Salary 80,000 CAD. The inventor of the NX line.')).toEqual([]);
    expect(found('Skills: Inventor, NX, SolidWorks')).toEqual(['sup:autodesk-inventor', 'sup:siemens-nx', 'rome:126541']);
  });

  it('GD&T is one entry, "&" kept inside the abbreviation', () => {
    const id = oneEntry(['GD&T', 'geometric dimensioning and tolerancing', 'cotation fonctionnelle', 'cotation GPS']);
    expect(cat.get(id)?.label_en).toBe('geometric dimensioning and tolerancing (GD&T)');
    expect(found('Apply GD&T per ASME Y14.5-2018.')).toEqual([id, id]);
    expect(idOf('GD&T')).toBe(id);
    expect(cat.lookup('gd&t')?.score).toBe(1);
    // "R&D", "M&A" no longer read as stray letters or the word "a"
    expect(found('R&D, M&A, Q&A.')).toEqual([]);
  });

  it('cold calling = prospection téléphonique = phoning = téléprospection (Hard skill, sales)', () => {
    const id = oneEntry(['prospection téléphonique', 'cold calling', 'phoning', 'téléprospection']);
    const s = cat.get(id)!;
    expect(s).toMatchObject({ type: 'Hard skill', label_fr: 'Prospection téléphonique' });
    expect(cat.related(s, cat.get(idOf('vente B2B')!)!)).not.toBeNull();
    expect(cat.related(s, cat.get(idOf('door-to-door prospecting')!)!)).not.toBeNull();
    // a sales methodology is not met by other sales skills
    expect(cat.related(cat.get(idOf('MEDDIC')!)!, s)).toBeNull();
  });

  it('team management and CV screening', () => {
    oneEntry(["encadrement d'équipe", "management d'équipe", 'team management', 'team leadership', 'manage a team']);
    const screening = oneEntry(['tri de CV', 'présélection de candidats', 'CV screening', 'resume screening', 'présélection des CV']);
    expect(cat.related(cat.get(screening)!, cat.get(idOf('Recrutement')!)!)).not.toBeNull();
    // "Encadrement" as written heads a team-management line; lower-case "encadrement" in prose is not read
    expect(found('– Encadrement de 3 conducteurs de travaux.')).toEqual(['rome:109185']);
    expect(found("Je souhaite évoluer vers un poste d'encadrement.")).toEqual([]);
  });

  it('CRM tools and BI tools', () => {
    const crm = family(['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM', 'Microsoft Dynamics']);
    const bi = family(['Power BI', 'Tableau', 'Looker', 'Qlik']);
    expect(crm).not.toBe(bi);
    // generic CRM (the practice) is not a tool of the family; neither is a database
    expect(cat.related(cat.get(idOf('Salesforce')!)!, cat.get(idOf('CRM')!)!)).toBeNull();
    expect(cat.related(cat.get(idOf('Power BI')!)!, cat.get(idOf('BigQuery')!)!)).toBeNull();
    expect(found('Built 12 Tableau dashboards.\nBI: Tableau (Desktop & Server), Excel.')).toEqual([
      'sup:tableau',
      'esco:143769cb-b61e-47d8-a61e-eedfbec1016c',
      'sup:tableau',
      'rome:403039',
    ]);
    expect(found('Tableau de bord mensuel.')).toEqual([]);
  });

  it('RF scanners: one entry', () => {
    const id = oneEntry(['scanner RF', 'terminal RF', 'lecteur code-barres', 'RF scanner', 'barcode scanner', 'terminal radiofréquence']);
    expect(found("Utilisation d'un terminal radiofréquence (scanner).")).toEqual([id]);
  });
});

describe('skills found in the golden pairs', () => {
  const cases: [string, string[]][] = [
    ['Python, Django, Celery, pytest, TDD, revue de code, tests unitaires, MariaDB', ['Celery', 'pytest', 'Test-driven development (TDD)']],
    ['Rapprochements bancaires, lettrage des comptes, déclarations de TVA, liasses fiscales, RECHERCHEV', ['Bank reconciliation', 'VAT returns']],
    ['Transmissions ciblées, pose de voies veineuses périphériques, éducation thérapeutique, prise en charge de la douleur', ['Pain management']],
    ['Cold calling, door-to-door prospecting, document management software (DMS), HubSpot CRM', ['HubSpot']],
    ['Conduite de chantiers, métrés, gros œuvre, maquette numérique (BIM)', ['Construction site management']],
    ['matplotlib, A/B test design, hypothesis testing, logistic regression, data cleaning, feature engineering', ['A/B testing']],
    ['Chariot frontal, transpalette électrique, gerbeur, picking vocal, inventaires tournants, WMS (SAP EWM), WMS Reflex', ['SAP EWM']],
    ['DPAE, administration du personnel, tri des candidatures, Silae', ['Silae']],
    ['User research, usability testing, wireframes, prototyping, design system, card sorting, WCAG, Sketch, InVision, Miro', ['Design systems']],
    ['Bills of materials, tolerance stack-ups, root-cause analyses, design-for-manufacturing, Lean Six Sigma', ['Root cause analysis']],
    ['Telemetry unit, interpret cardiac rhythms, wound care, ostomy care', ['Ostomy care']],
    ['MEDDIC, key account management, B2B sales, lead generation', ['MEDDIC sales qualification']],
    ['Pre-trip inspections, hours of service, ELD compliance (Samsara, Omnitracs), load securement, trip planning', ['Omnitracs']],
    ['Google Classroom, OneNote Class Notebook, safeguarding, assessment for learning', ['Google Classroom']],
  ];
  it.each(cases)('%s', (text, labels) => {
    const ms = cat.findMentions(text);
    // every comma-separated item is read
    expect(ms.length).toBeGreaterThanOrEqual(text.split(',').length);
    const names = ms.map((m) => m.skill.label_en);
    for (const l of labels) expect(names).toContain(l);
  });

  it('"A/B" stays one token: the mention is the whole "A/B test design"', () => {
    expect(texts('A/B test design and tests A/B.')).toEqual(['A/B test design', 'tests A/B']);
    expect(found('C/C++')).toEqual(['rome:125903', 'esco:b633eb55-8f1f-4ae6-ab4c-2022ffe2cb7f']);
  });

  it('keeps ambiguous acronyms in their lane', () => {
    // DMS: sterile medical devices or a document management system — never read in prose
    expect(found('Gestion des DMS au bloc.')).toEqual([]);
    // de-escalation is not "escalation"
    expect(found('Escalation processes and refund policies.')).toEqual([]);
    // "GED" is the French document management, as written; "la GED"
    expect(found('Une connaissance de la GED est un plus.')).toEqual(['rome:115738']);
    // "telemetry" alone is also a software word
    expect(found('OpenTelemetry and telemetry pipelines.')).toEqual([]);
    // "tests de non-régression" are not a regression analysis
    expect(found('Tests de non-régression.')).not.toContain('rome:481976');
    // a contrôle quantitatif is not a quantity survey
    expect(found('Contrôle quantitatif et qualitatif des marchandises.')).toEqual([]);
  });

  it('tools of a family are related, a library of the same language is not', () => {
    expect(cat.related(cat.get('sup:celery')!, cat.get('esco:ccd0a1d9-afda-43d9-b901-96344886e14d')!)).toBeNull();
    expect(cat.related(cat.get('sup:celery')!, cat.get('sup:sidekiq')!)).not.toBeNull();
    expect(cat.related(cat.get('sup:mariadb')!, cat.get('esco:4da171e5-779c-4983-a76f-91c16751e99f')!)).not.toBeNull(); // MySQL
    expect(cat.related(cat.get('sup:design-system')!, cat.get('rome:121036')!)).not.toBeNull(); // UX/UI design
    expect(cat.related(cat.get('sup:ux-prototyping')!, cat.get('rome:102788')!)).toBeNull(); // HTML
    // Office tools of one catalog group are not substitutes.
    expect(cat.related(cat.get('sup:google-classroom')!, cat.get('sup:microsoft-teams')!)).toBeNull();
  });
});
