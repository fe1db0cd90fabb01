import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parsing/extract-name.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const names = () => parsingCatalogs().names;

describe('extractName', () => {
  it.each([
    ['Léa FONTAINE', 'Léa', 'FONTAINE', 'lea.fontaine@example.com'],
    ['BENALI Sofiane', 'Sofiane', 'BENALI', 'sofiane.benali@example.com'],
    ['LEMAIRE Hugo', 'Hugo', 'LEMAIRE', 'hugo.lemaire@example.com'],
    ['Jean-Baptiste de LA ROCHE', 'Jean-Baptiste', 'de LA ROCHE', 'jb.delaroche@example.com'],
    ['Chloé van den Broek', 'Chloé', 'van den Broek', 'chloe.vandenbroek@example.com'],
    ['Marie-Hélène d’ARGENSON', 'Marie-Hélène', 'd’ARGENSON', 'mh.dargenson@example.com'],
    ['Charlotte von Essen', 'Charlotte', 'von Essen', 'charlotte.vonessen@example.com'],
  ])('%s → %s / %s', (line, first, last, email) => {
    const doc = makeResumeDocument([`# ${line}`, 'Titre du poste', `75011 Paris · ${email}`, '## Expérience professionnelle', 'x']);
    expect(extractName(doc, names()).value).toEqual({ full_name: line, first_name: first, last_name: last });
  });

  it('takes the name under a contact band (contact details in the page header)', () => {
    const doc = makeResumeDocument(['7 Lenton Terrace, Nottingham · hannah.okafor@example.com', '# Hannah Okafor', 'HR Business Partner']);
    expect(extractName(doc, names()).value.full_name).toBe('Hannah Okafor');
  });

  it('never reads a heading or a job title as the name', () => {
    const doc = makeResumeDocument(['# Curriculum Vitae', '# Data Scientist', 'contact@example.com']);
    const r = extractName(doc, names());
    expect(r.value).toEqual({ full_name: null, first_name: null, last_name: null });
    expect(r.warnings).toHaveLength(1);
  });

  it('reads the name beside a form\'s label (Europass 2010: "First name(s) / Surname(s)")', () => {
    const doc = makeResumeDocument(['Europass', 'Curriculum Vitae', 'Personal information', 'First name(s) / Surname(s)\tSofia Emmanouilidi', 'Address(es)\t12 Example Street, Athens']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ full_name: 'Sofia Emmanouilidi', first_name: 'Sofia', last_name: 'Emmanouilidi' });
  });
});
