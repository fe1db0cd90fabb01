import { describe, expect, it } from 'vitest';
import { pairColumnReadForms } from '../../../src/parsing/column-read-forms.js';
import type { ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** Lines at y = 13 a line; '' leaves a blank line (a gap). */
function lines(texts: string[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  texts.forEach((text, row) => {
    if (text !== '') out.push({ index: out.length, text, folded: fold(text), page: 0, y: row * 13, x: 50, fontSize: 10, bold: false });
  });
  return out;
}

describe('pairColumnReadForms', () => {
  it('pairs a label column read before its value column', () => {
    const got = pairColumnReadForms(lines(['DONNÉES PERSONNELLES', 'Nom :', 'Prénom :', 'Né le :', '', 'EXEMPLE', 'Ann', '01/02/1990', '', 'EXPÉRIENCE']));
    expect(got.map((l) => l.text)).toEqual(['DONNÉES PERSONNELLES', 'Nom : EXEMPLE', 'Prénom : Ann', 'Né le : 01/02/1990', 'EXPÉRIENCE']);
    expect(got.map((l) => l.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('leaves labels alone when the values do not make one block of the same count', () => {
    const texts = ['Nom :', 'Prénom :', 'Né le :', '', 'EXEMPLE', 'Ann', 'Lyon', 'Permis B'];
    expect(pairColumnReadForms(lines(texts)).map((l) => l.text)).toEqual(texts.filter((t) => t !== ''));
    const two = ['Nom :', 'Prénom :', '', 'EXEMPLE', 'Ann'];
    expect(pairColumnReadForms(lines(two)).map((l) => l.text)).toEqual(two.filter((t) => t !== ''));
  });
});

describe('labels without colons, values opening with them', () => {
  it('pairs "Designation" / "Period" with ": Senior Pharmacist" / ": 01-Apr-2021 to Till Date"', () => {
    const got = pairColumnReadForms(lines(['1. Example Hospitals Pvt. Ltd. – Hyderabad', 'Designation', 'Period', ': Senior Clinical Pharmacist', ': 01-Apr-2021 to Till Date', 'Roles & Responsibilities:']));
    expect(got.map((l) => l.text)).toEqual(['1. Example Hospitals Pvt. Ltd. – Hyderabad', 'Designation : Senior Clinical Pharmacist', 'Period : 01-Apr-2021 to Till Date', 'Roles & Responsibilities:']);
  });

  it('leaves lines alone when the values do not match the labels', () => {
    const texts = ['Designation', 'Period', ': Senior Clinical Pharmacist', 'Daily ward rounds'];
    expect(pairColumnReadForms(lines(texts)).map((l) => l.text)).toEqual(texts);
  });
});

describe('form labels without colons', () => {
  it('pairs "Adresse" / "Téléphone" / "Né le" with the values that follow them', () => {
    const got = pairColumnReadForms(lines(['Adresse', 'Téléphone', 'E-mail', 'Né le', '', '45 avenue des Exemples, 31200 Toulouse', '06 00 00 41 27', 'ann@example.com', '14/06/1989 (35 ans)', '', 'PROFIL']));
    expect(got.map((l) => l.text)).toEqual(['Adresse : 45 avenue des Exemples, 31200 Toulouse', 'Téléphone : 06 00 00 41 27', 'E-mail : ann@example.com', 'Né le : 14/06/1989 (35 ans)', 'PROFIL']);
  });

  it('pairs labels, a column of lone colons and the values', () => {
    const got = pairColumnReadForms(lines(["Father's Name", 'Date of Birth', 'Gender', ':', ':', ':', 'Example Rao', '18-09-1992', 'Female']));
    expect(got.map((l) => l.text)).toEqual(["Father's Name : Example Rao", 'Date of Birth : 18-09-1992', 'Gender : Female']);
  });
});

describe('a form read row by row, each cell on its own line (pdftotext)', () => {
  it('pairs "Name:" / value / "Date of Birth:" / value …, a value wrapped onto a second line kept with it', () => {
    const got = pairColumnReadForms(lines(['PERSONAL INFORMATION', 'Name:', '', 'EXEMPLE Ann Ada (Mrs)', '', 'Date of Birth:', '', '12th June, 1990', '', 'Residential Address:', '', '15, Example Street, Ikeja, Lagos', 'State', '', 'Phone Number:', '', '0803 555 0100', '', 'CAREER OBJECTIVE']));
    expect(got.map((l) => l.text)).toEqual(['PERSONAL INFORMATION', 'Name: EXEMPLE Ann Ada (Mrs)', 'Date of Birth: 12th June, 1990', 'Residential Address: 15, Example Street, Ikeja, Lagos State', 'Phone Number: 0803 555 0100', 'CAREER OBJECTIVE']);
  });

  it('joins the lines of an address a comma apart ("Rue du Progrès 57" / "2300 La Chaux-de-Fonds")', () => {
    const got = pairColumnReadForms(lines(['Adresse', '', 'Rue Exemple 57', '2300 La Chaux-de-Fonds', '', 'Téléphone', '', '+41 79 000 00 00', '', 'Nationalité', '', 'Portugaise']));
    expect(got.map((l) => l.text)).toEqual(['Adresse : Rue Exemple 57, 2300 La Chaux-de-Fonds', 'Téléphone : +41 79 000 00 00', 'Nationalité : Portugaise']);
  });

  it('pairs labels without colons when most are known form labels ("Surname" / "Example" / "Gender" / "Female")', () => {
    const got = pairColumnReadForms(lines(['Surname', 'Example', 'First Names', 'Ann Ada', 'Gender', 'Female', 'Home Language', 'isiZulu']));
    expect(got.map((l) => l.text)).toEqual(['Surname : Example', 'First Names : Ann Ada', 'Gender : Female', 'Home Language : isiZulu']);
  });

  it('leaves an entry\'s labelled lines alone ("Company:" / "Position:" / "Duties:" are no form labels)', () => {
    const texts = ['Company:', 'Example Ltd', 'Position:', 'Clerk', 'Duties:', 'Filing and typing'];
    expect(pairColumnReadForms(lines(texts)).map((l) => l.text)).toEqual(texts);
  });

  it('keeps "État civil" a label inside a run of bare labels read before their values', () => {
    const got = pairColumnReadForms(lines(['DONNÉES PERSONNELLES', 'Date de naissance', 'Nationalité', 'Permis', 'État civil', '', '22.04.1990', 'Suisse', 'Permis B', 'Célibataire', '', 'PARCOURS PROFESSIONNEL']));
    expect(got.map((l) => l.text)).toEqual(['DONNÉES PERSONNELLES', 'Date de naissance : 22.04.1990', 'Nationalité : Suisse', 'Permis : Permis B', 'État civil : Célibataire', 'PARCOURS PROFESSIONNEL']);
  });
});
