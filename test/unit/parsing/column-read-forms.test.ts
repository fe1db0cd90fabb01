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
