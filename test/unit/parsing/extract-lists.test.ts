import { describe, expect, it } from 'vitest';
import { extractCertifications, extractInterests } from '../../../src/parsing/extract-lists.js';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';
import { makeResumeDocument } from './make-resume-document.js';

/** Lines under a name, sectioned as a document's are (bold lines may be headings). */
function headedDocument(specs: Array<{ text: string; bold: boolean }>): ResumeDocument {
  const lines: ResumeLine[] = [{ text: 'Ann Exemple', bold: true }, ...specs].map((l, index) => ({ index, text: l.text, folded: fold(l.text), page: 1, y: 100 + 14 * index, x: 50, fontSize: 10, bold: l.bold }));
  return { lines, sections: groupLinesIntoSections(lines, 10), text: lines.map((l) => l.text).join('\n'), links: [], language: 'fr', bodyFontSize: 10 };
}

describe('extractCertifications', () => {
  it('reads trainings under "Perfectionnement" or "Brevets & formations continuées", names in bold over their issuers', () => {
    const bold = (text: string) => ({ text, bold: true });
    const lines = [
      { text: 'EXPÉRIENCE', bold: true },
      { text: '2019 – 2024 Vendeuse, Boutique Exemple, Lyon', bold: false },
      { text: 'PERFECTIONNEMENT', bold: true },
      { text: 'Vente consultative SPIN – Exemple (2021)', bold: false },
      { text: 'Références fournies sur demande', bold: false },
    ];
    expect(extractCertifications(headedDocument(lines)).value).toEqual(['Vente consultative SPIN – Exemple']);
    const spaced = headedDocument([
      bold('EXPÉRIENCE'),
      { text: '2019 – 2024 Institutrice, École Exemple, Namur', bold: false },
      bold('B R E V E T S & F O R M A T I O N S C O N T I N U É E S'),
      bold('2024\tBrevet européen de premiers secours (BEPS)'),
      { text: 'Croix-Rouge de Belgique', bold: false },
      bold('2022\tDifférenciation et gestion mentale en classe'),
      { text: 'IFC – Institut de la formation en cours de carrière', bold: false },
    ]);
    expect(extractCertifications(spaced).value).toEqual(['Brevet européen de premiers secours (BEPS)', 'Différenciation et gestion mentale en classe']);
  });

  it('reads "Training" beside "Education" as courses and certificates, their renewal dates cut', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Education',
      'Level 3 Diploma in Adult Care – Example College – 2020',
      '## Training',
      'Care Certificate (2016)',
      'Medication Administration Competency (renewed 2024)',
      'First Aid at Work (valid until March 2027)',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'education', 'certifications']);
    expect(extractCertifications(doc).value).toEqual(['Care Certificate', 'Medication Administration Competency', 'First Aid at Work']);
    // Alone, "Training" heads the degrees.
    expect(makeResumeDocument(['# Ann Lee', '## Training', 'BTEC Level 3 in Health and Social Care – 2019']).sections.map((s) => s.kind)).toEqual(['header', 'education']);
  });

  it('reads "Training and Qualifications" beside "Education" as certificates, a course\'s hours and renewal cut', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Education',
      'Example School, Leeds – 2000 to 2005',
      '5 GCSEs including English and Maths',
      '## Training and Qualifications',
      'Driver CPC (Certificate of Professional Competence) – 35 hours periodic training, renewed 2022',
      'Emergency First Aid at Work – 2021',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'education', 'certifications']);
    expect(extractCertifications(doc).value).toEqual(['Driver CPC (Certificate of Professional Competence)', 'Emergency First Aid at Work']);
  });

  it('reads a certificate listed among the skills as a certificate ("ICDL (…) – completed 2016")', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Computer Literacy', 'MS Excel', 'ICDL (International Computer Driving Licence) – completed 2016']);
    expect(extractCertifications(doc).value).toEqual(['ICDL (International Computer Driving Licence)']);
  });

  it('reads no footer and no "Referees available on request" as a certificate; a line in lower case is never one of its own', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Licences & Certificates', 'Authorised Officer – Food Act 2003 and Public Health', 'enforcement and briefs of evidence', 'Working with Children Check (NSW)', 'Referees available on request', 'Page 2 / 2']);
    const certificates = makeResumeDocument(['# Ann Lee', '## Certifications', 'Working with Children Check (NSW).', 'train and assess apprentices with the college', 'First Aid (HLTAID011)']);
    expect(extractCertifications(certificates).value).toEqual(['Working with Children Check (NSW)', 'First Aid (HLTAID011)']);
    // (In one column the line in lower case goes on with the one above; it is never an item of its own.)
    expect(extractCertifications(doc).value).toEqual(['Authorised Officer – Food Act 2003 and Public Health enforcement and briefs of evidence', 'Working with Children Check (NSW)']);
  });

  it('reads each name over its issuer and year, the name wrapped or not', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certifications', 'Certified Supply Chain Professional', '(CSCP)', 'ASCM / APICS · 2022', 'IATA Dangerous Goods Regulations –', 'Category 6', 'IATA Training · 2024', 'WSQ Advanced Certificate in Logistics', 'Management', 'SkillsFuture Singapore · 2019']);
    expect(extractCertifications(doc).value).toEqual(['Certified Supply Chain Professional (CSCP)', 'IATA Dangerous Goods Regulations – Category 6', 'WSQ Advanced Certificate in Logistics Management']);
  });

  it('reads no label of a driving licence row as a certificate', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certificates and licences', '2024\tSTCW Basic Safety Training', 'Driving\tFull clean UK driving licence']);
    expect(extractCertifications(doc).value).toEqual(['STCW Basic Safety Training']);
  });

  it('reads no validity period on its own line as a certificate', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certifications and Licenses', 'GMP Certification', 'August 2020 to Present', 'Six Sigma Green Belt', 'March 2023 to March 2026']);
    expect(extractCertifications(doc).value).toEqual(['GMP Certification', 'Six Sigma Green Belt']);
  });

  it('reads a row of codes as one certificate a code, and no remark on them', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## HABILITATIONS ÉLECTRIQUES', 'B1V\tBR\tH0', "Délivrées par l'employeur – recyclage", 'avril 2023 (Apave)', '## Autres certificats', 'SST – Sauveteur Secouriste du Travail (à jour)']);
    expect(extractCertifications(doc).value).toEqual(['B1V', 'BR', 'H0', 'SST – Sauveteur Secouriste du Travail (à jour)']);
  });

  it('strips any bullet glyph: shapes, dingbats, arrows, icon-font glyphs', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certifications', '◆ Registered Physiotherapist', '❖ Basic Life Support (BLS)', '➔ Dry Needling Level 1', '\uF00C PRINCE2 Foundation']);
    expect(extractCertifications(doc).value).toEqual(['Registered Physiotherapist', 'Basic Life Support (BLS)', 'Dry Needling Level 1', 'PRINCE2 Foundation']);
  });

  it('leaves a driving licence listed among the certificates to its own field', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Licences & certifications', 'Provide First Aid (HLTAID011)', 'Full Victorian Driver Licence – Car (C), own vehicle', 'Permis B', 'Permis CACES R489', 'Full UK driving licence']);
    expect(extractCertifications(doc).value).toEqual(['Provide First Aid (HLTAID011)', 'Permis CACES R489']);
  });

  it('leaves the awards of a "Certifications & Achievements" list out, not a UK "Level 3 Award in …"', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## CERTIFICATIONS & ACHIEVEMENTS', 'Exemple Certified Professional: Java SE 11 Developer (2020)', '"Bravo" spot award, Exemple Global Tech – Q3 FY24', 'Finalist, Smart Exemple Hackathon 2015', 'ILM Level 3 Award in Leadership & Management']);
    expect(extractCertifications(doc).value).toEqual(['Java SE 11 Developer', 'ILM Level 3 Award in Leadership & Management']);
  });

  it('joins the issuer and year written on a dash line under a certificate, in a list without dash bullets', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Training & Certification', 'Seasonal Influenza Vaccination & Emergency Medicines', '– Exemple Institute (2018, renewed 2023)', 'COVID-19 Vaccinator Training – HSE (2021)']);
    expect(extractCertifications(doc).value).toEqual(['Seasonal Influenza Vaccination & Emergency Medicines – Exemple Institute (2018, renewed 2023)', 'COVID-19 Vaccinator Training – HSE']);
  });

  it('ends the certificates at a Europass row label ("Mobilité", "Associations"), and never takes such a label for one', () => {
    const rows = makeResumeDocument(['# Ann Lee', '## INFORMATIONS COMPLÉMENTAIRES', 'Certifications\tExemple Certified: Data Analyst Associate – 2023', 'Mobilité\tDisponible pour un poste à Paris ou Lyon', 'Associations\tMembre du bureau du club Data Exemple']);
    expect(extractCertifications(rows).value).toEqual(['Data Analyst Associate']);
    // The label column read before its values (a text layer's order).
    const stacked = makeResumeDocument(['# Ann Lee', '## Certifications', 'Mobilité', 'Associations', 'Exemple Certified: Data Analyst Associate – 2023']);
    expect(extractCertifications(stacked).value).toEqual(['Data Analyst Associate']);
  });

  it('takes one certificate per line without its year, commas kept', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certifications', '• AFGSU niveau 2 (2021)', '• CACES R489 catégories 1, 3 et 5 (2019)', '• Sauveteur secouriste du travail (SST), 2020']);
    expect(extractCertifications(doc).value).toEqual(['AFGSU niveau 2', 'CACES R489 catégories 1, 3 et 5', 'Sauveteur secouriste du travail (SST)']);
  });

  it('reads a certificates heading written like body text inside the section above', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Languages', 'Italian: native', 'Certificates', 'Allergen Awareness (2021)', 'Hobbies and interests', 'Cycling, wine tasting.']);
    expect(extractCertifications(doc).value).toEqual(['Allergen Awareness']);
    expect(extractInterests(doc).value).toEqual(['Cycling', 'wine tasting']);
  });

  it('takes known certificates from a resume without headings', () => {
    const doc = makeResumeDocument(['# Sofiane BENALI', 'sofiane.benali@example.com', '• CACES R489 catégories 1, 3 et 5 (2019)', '• Hygiène : HACCP, traçabilité']);
    expect(extractCertifications(doc).value).toEqual(['CACES R489 catégories 1, 3 et 5']);
  });
});

describe('extractCertifications after letter-spaced headings', () => {
  it('ends the certificates at a letter-spaced heading the table does not know', () => {
    const doc = makeResumeDocument(['# Ann Lee', 'C E R T I F I C AT I O N S', 'PRINCE2 Practitioner', 'P R O F E S S I O N A L M E M B E R S H I P S', 'Member, Example Institute']);
    expect(extractCertifications(doc).value).toEqual(['PRINCE2 Practitioner']);
  });
});

describe('extractCertifications: what a certificates block holds besides names', () => {
  it('takes the first cell of a table row and drops column titles and issuers alone', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Professional development',
      'Course / Certificate\tProvider\tYear',
      'Basic Life Support Instructor\tExample Resuscitation Council\t2023',
      'Wound Care Foundation',
      'Northbridge University\t2021',
    ]);
    expect(extractCertifications(doc).value).toEqual(['Basic Life Support Instructor', 'Wound Care Foundation']);
  });

  it('keeps an issuer after the name, drops a number carried over and a role held for years', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Certifications',
      'CFA Charterholder – Example Institute, 2020',
      'Project Management Professional (PMP) – Example Institute, certification no.',
      '1234xxx',
      'Regional exam marker, Example Department (2019 – 2023)',
    ]);
    expect(extractCertifications(doc).value).toEqual(['CFA Charterholder – Example Institute', 'Project Management Professional (PMP) – Example Institute, certification no']);
  });

  it('ends at a heading written like body text and reads a certificates sub-heading', () => {
    const doc = makeResumeDocument(['# Ann Lee', 'Cariste', '## Certifications', 'CACES et habilitations', '• CACES R489 catégories 1 et 3', 'PROFESSIONAL MEMBERSHIPS', 'Member, Example Society']);
    expect(extractCertifications(doc).value).toEqual(['CACES R489 catégories 1 et 3']);
  });
});

describe('extractCertifications: a long line', () => {
  it("keeps a credential's name before its dash when the whole line is too long for a name, and drops a sentence", () => {
    const doc = makeResumeDocument(['## Professional Qualifications', 'Member of the Royal Institution of Example Surveyors (MRICS) – APC, Quantity Surveying & Construction pathway\t2019',
      'Led the quarterly reconciliation of every subcontractor package across the three regional offices – with the finance team']);
    expect(extractCertifications(doc).value).toEqual(['Member of the Royal Institution of Example Surveyors (MRICS)']);
  });
});

describe('extractCertifications: dated lists and label lines', () => {
  it('reads the name after a year cell and splits a label line after each dated name', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Skills',
      'Technical: Excel, SQL',
      'Certificates: Example Market Concepts (2023), Spreadsheet Skills for Business – Example Academy (2022)',
      '## Certifications',
      '2022\tAFGSU niveau 2',
      '2019 – Sauveteur secouriste du travail',
    ]);
    expect(extractCertifications(doc).value).toEqual([
      'Example Market Concepts',
      'Spreadsheet Skills for Business – Example Academy',
      'AFGSU niveau 2',
      'Sauveteur secouriste du travail',
    ]);
  });
});

describe('extractCertifications: a table given one cell per line', () => {
  it('takes the first cell of each row, the issuer and the year left out', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Certificates', 'Certificate', 'Issued by', 'Year', 'Working at Heights', 'Example Training Centre', '2019', 'First Aid Level 1', 'Example Ambulance', '2022']);
    expect(extractCertifications(doc).value).toEqual(['Working at Heights', 'First Aid Level 1']);
  });
});

describe('extractCertifications: checks under a styled heading, an item wrapped after a dash', () => {
  it('reads a letter-spaced "Registration & Checks" heading wrapped over two lines', () => {
    const doc = makeResumeDocument([
      '# Ann Lee',
      '## Skills',
      'Vehicle checks',
      'R E G I S T R AT I O N &',
      'C H E C K S',
      'Full Teacher Registration –',
      'Example College of Teachers',
      'Working With Children Check',
    ]);
    expect(extractCertifications(doc).value).toEqual(['Full Teacher Registration – Example College of Teachers', 'Working With Children Check']);
  });
});

describe('extractInterests', () => {
  it('splits the items of the interests section', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Centres d’intérêt', 'Randonnée, couture, bénévolat associatif.']);
    expect(extractInterests(doc).value).toEqual(['Randonnée', 'couture', 'bénévolat associatif']);
  });

  it('stops at a heading written like body text', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Interests', '• hill walking', 'Additional information', '• Driving licence: B']);
    expect(extractInterests(doc).value).toEqual(['hill walking']);
  });
});

describe('sections under letter-spaced headings', () => {
  it('files a letter-spaced "Compétences" as skills and an unknown one as its own section', () => {
    const doc = makeResumeDocument(['# Léa Martin', 'C O M P É T E N C E S', 'Négociation, prospection', 'P A S S I O N S  E T  V O YA G E S', 'Voile']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'skills', 'other']);
  });
});

describe('a certificates table with a header row and empty cells', () => {
  it('reads the first cell of each row, not the column titles, and a dash in the last cell ends the row', () => {
    const doc = makeResumeDocument([
      '# Jean Exemple',
      '## PROFIL',
      'Mécanicien de véhicules lourds.',
      '## CARTES ET ATTESTATIONS',
      'CARTE / FORMATION\tORGANISME\tOBTENUE\tÉCHÉANCE',
      'Secourisme en milieu de travail\tCNESST\t2023\t2026',
      'SIMDUT 2015\tASP Transport\t2022\t—',
      'Cadenassage – contrôle des énergies dangereuses\tVia Prévention\t2021\t—',
      '## HONORS-AWARDS',
      'Australia Day Achievement Award',
    ]);
    expect(extractCertifications(doc).value).toEqual(['Secourisme en milieu de travail', 'SIMDUT 2015', 'Cadenassage – contrôle des énergies dangereuses']);
  });
});
