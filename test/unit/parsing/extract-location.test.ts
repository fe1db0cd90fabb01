import { describe, expect, it } from 'vitest';
import { extractLocation } from '../../../src/parsing/extract-location.js';
import { extractMobility } from '../../../src/parsing/extract-mobility.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const cats = () => parsingCatalogs();

describe('extractLocation', () => {
  it('takes the contact address, not the state of origin of a personal-data table', () => {
    const doc = makeResumeDocument(['# Chinedu Exemple', '## Personal Data', 'State of Origin:\tEnugu State', 'Local Govt. Area:\tNsukka', '## Contact Address', 'Plot 9, Exemple Road, Ketu, Lagos State.', 'Phone Number:\t0803 555 0172']);
    expect(extractLocation(doc, cats()).value.city).toBe('Lagos');
  });

  it('geocodes a French street address and keeps it as written', () => {
    const doc = makeResumeDocument(['# Léa FONTAINE', 'Infirmière', '8 rue des Tilleuls, 42300 Roanne · 06 00 00 00 21', 'Mobile en Auvergne-Rhône-Alpes']);
    const v = extractLocation(doc, cats()).value;
    expect(v).toMatchObject({ city: 'Roanne', postal_code: '42300', department: 'Loire', region: 'Auvergne-Rhône-Alpes', country: 'France', country_code: 'FR', full_address: '8 rue des Tilleuls, 42300 Roanne' });
    expect(v.latitude).toBeCloseTo(46.04, 1);
  });

  it('reads a British town without a postal code and does not read the name as a place', () => {
    const doc = makeResumeDocument(['# Charlotte von Essen', 'Chartered Civil Engineer', '## Contact', 'Glasgow', '+44 7700 900275']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Glasgow', postal_code: null, country_code: 'GB', full_address: null });
  });

  it.each([
    [['# Ann Lee', '14 Elm Grove, Headingley, Leeds LS6 1AX • Mobile: 07700 900462'], 'Leeds', 'LS6 1AX', 'GB'],
    [['# Ann Lee', 'Forest Hill, London SE23 3HB M: 07700 900771'], 'London', 'SE23 3HB', 'GB'],
    [['# Ann Lee', 'Flat No. 4, Sector 9, Pune – 411001,', 'Maharashtra.'], 'Pune', '411001', 'IN'],
    [['# Ann Lee', 'ADDRESS', 'Blk 12 Example Street 3, #01-01', 'Singapore 560012'], 'Singapore', '560012', 'SG'],
    [['# Ann Lee', 'Rue des Exemples 17, 5000 Namur'], 'Namur', '5000', 'BE'],
    [['# Ann Lee', 'Rue Neuve 3, 1000 Bruxelles'], 'Bruxelles', '1000', 'BE'],
    [['# Ann Lee', 'Rue de Nimy 12', '7000 Mons'], 'Mons', '7000', 'BE'],
    [['# Ann Lee', '12 Example Street, Melbourne VIC 3000'], 'Melbourne', '3000', 'AU'],
    [['# Ann Lee', '2245, 3e Avenue', 'Québec (Québec) G1L 3R5'], 'Québec', 'G1L 3R5', 'CA'],
    [['# Ann Lee', 'Boston, MA 02118'], 'Boston', '02118', 'US'],
    [['# Ann Lee', 'Laval, QC H7N 1A1'], 'Laval', 'H7N 1A1', 'CA'],
    [['# Ann Lee', 'Sydney NSW 2000'], 'Sydney', '2000', 'AU'],
    [['# Ann Lee', '12 Main Street, Cork T12 X2Y3, Ireland'], 'Cork', 'T12 X2Y3', 'IE'],
  ])('reads the postal code in the form of the city’s country: %j', (lines, city, postal, country) => {
    expect(extractLocation(makeResumeDocument(lines), cats()).value).toMatchObject({ city, postal_code: postal, country_code: country });
  });

  it.each([
    [['# Ann Lee', '⌂ 27 rue Saint-Maurice', '69008 Lyon'], 'Lyon'],
    [['# Ann Lee', '⌂ Rue de Carouge 54', '1205 Genève'], 'Genève'],
    // GeoNames writes the Valais capital under its German name ("Sitten"); the French one is ours.
    [['# Ann Lee', 'Adresse(s)\tRue du Scex 31, 1950 Sion (Suisse)'], 'Sion'],
    [['# Ann Lee', 'MOBILE', '+65 9123 4567', 'ADDRESS', 'Singapore 560012'], 'Singapore'],
    [['# Ann Lee', '## Personal details', 'Date of Birth\t12 March 1990', 'Gender\tMale', 'Address\t4 Example Road, Leeds'], 'Leeds'],
  ])('does not take a street, a label, a date or a personal detail for the city: %j', (lines, city) => {
    expect(extractLocation(makeResumeDocument(lines), cats()).value.city).toBe(city);
  });

  it('reads an Irish city GeoNames lists under its Irish name, with its Eircode', () => {
    const doc = makeResumeDocument(['# Ann Example', '12 Example Road, Limerick V94 K7R2, Ireland', 'ann@example.com', '## Experience', 'x']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Limerick', postal_code: 'V94 K7R2', country_code: 'IE' });
  });

  it('reads an Australian suburb the catalog does not list by its state and postcode', () => {
    const doc = makeResumeDocument(['# Ann Example', 'Surry Hills NSW 2010 | 0412 345 678 | ann@example.com', '## Experience', 'x']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Surry Hills', postal_code: '2010', country_code: 'AU' });
    // "VIC" is also a Spanish town: the suburb, its state and postcode win.
    const vic = makeResumeDocument(['# Ann Example', 'Address', 'Bentleigh East VIC 3165', 'Mobile 0491 570 156', '## Experience', 'x']);
    expect(extractLocation(vic, cats()).value).toMatchObject({ city: 'Bentleigh East', postal_code: '3165', country_code: 'AU' });
    // After an icon, in a contact column read after the entries.
    const icon = makeResumeDocument(['# Jack Example', '## Education', 'Ballarat High School\t2011', '## Contact', '⌂ Fitzroy North VIC 3068', '☎ 0491 570 156']);
    expect(extractLocation(icon, cats()).value).toMatchObject({ city: 'Fitzroy North', postal_code: '3068', country_code: 'AU' });
  });

  it('reads the address of a contact column that reading order put after a heading, beside the e-mail', () => {
    const doc = makeResumeDocument(['# Amélie Exemple', 'Infirmière', '## Expérience professionnelle', '✉ amelie.exemple@example.com', '☎ 06 12 34 56 78', '⌂ 14 rue des Lilas', '69003 Lyon', 'Infirmière — Hôpital Exemple, Marseille', '2019 – aujourd’hui']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Lyon', postal_code: '69003', country_code: 'FR' });
  });

  it('reads the place under the name that reading order put after a sidebar, not a phone label', () => {
    const doc = makeResumeDocument(['## Contact', '0491 574 283 (Mobile)', 'ann.example@example.com', '## Publications', 'A practitioner\'s guide', '# Ann Example', 'Senior Policy Officer | Water Policy', 'Canberra, Australian Capital Territory, Australia', '## Summary', 'Policy officer.']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Canberra', country_code: 'AU' });
  });

  it('reads a British town the catalog lists only abroad by the postcode under it and the phone', () => {
    const doc = makeResumeDocument(['# Ann Example', 'Maintenance Supervisor', '## Profile', '18 Example Road, Amesbury', 'Wiltshire SP4 7AN', 'MOB 07700 900613']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Amesbury', postal_code: 'SP4 7AN', country_code: 'GB' });
  });

  it('reads where the candidate lives now, not the permanent address of an Indian resume', () => {
    const doc = makeResumeDocument(['# Ann Example', 'Software Engineer | Bengaluru', '+91 98450 12345', '## Personal Details', 'Permanent Address : H.No. 214, Sector 12, Raj Nagar, Ghaziabad, Uttar Pradesh – 201002']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Bengaluru', country_code: 'IN' });
  });

  it('gives an unlisted town without a written country the phone\'s country', () => {
    const doc = makeResumeDocument(['# Ann Example', 'Warehouse Supervisor', '## Career profile', '14 Example Street, Smalltownville, 1401', 'Cell: +27 82 555 0147']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Smalltownville', postal_code: '1401', country_code: 'ZA' });
  });

  it('reads a town the catalog does not list from a labelled address with a postal code', () => {
    const doc = makeResumeDocument(['# Ann Lee', '## Contact details', 'Residential Address\t17 Example Road, Smalltownville, 3610, KwaZulu-Natal']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Smalltownville', postal_code: '3610', country_code: 'ZA' });
  });

  it('falls back on an address with a postal code further down the first page', () => {
    const lines = ['# Ann Lee', 'Infirmière', '## Profil', 'Infirmière rigoureuse, habituée aux urgences.', '⌂ 3 rue des Exemples', '69008 Lyon', '## Expérience professionnelle', 'Infirmière — Hôpital Exemple, Grenoble'];
    expect(extractLocation(makeResumeDocument(lines), cats()).value).toMatchObject({ city: 'Lyon', postal_code: '69008' });
  });

  it('gives the country of the phone number, else France, when no city is written', () => {
    expect(extractLocation(makeResumeDocument(['# Ann Lee', 'ann@example.com', '+44 7700 900123']), cats()).value).toMatchObject({ city: null, country_code: 'GB' });
    expect(extractLocation(makeResumeDocument(['# Ann Lee', 'ann@example.com']), cats()).value).toMatchObject({ city: null, country_code: 'FR' });
  });

  it('returns empty fields and a warning when no place is written', () => {
    const r = extractLocation(makeResumeDocument(['# Ann Lee', 'ann@example.com']), cats());
    expect(r.value.city).toBeNull();
    expect(r.warnings).toHaveLength(1);
  });
});

describe('extractMobility', () => {
  it.each([
    ['Mobile sur toute la France', true, []],
    ['Pas de mobilité géographique (raisons familiales)', false, []],
    ['Mobile: 07700 900312', null, []],
  ])('%s → %s', (line, can, cities) => {
    expect(extractMobility(makeResumeDocument(['# Ann Lee', line]), cats()).value).toEqual({ can_work_in_other_cities: can, other_cities: cities });
  });

  it('names the cities of a wrapped sentence', () => {
    const doc = makeResumeDocument(['# Manon LEFÈVRE', 'Prête à déménager à Bordeaux', 'ou Nantes']);
    const v = extractMobility(doc, cats()).value;
    expect(v.can_work_in_other_cities).toBe(true);
    expect(v.other_cities.map((c) => [c.city, c.country])).toEqual([['Bordeaux', 'France'], ['Nantes', 'France']]);
  });
});

describe('extractLocation and entries', () => {
  it('never takes an employer’s town or a year beside it for the address', () => {
    const doc = makeResumeDocument(['# Ann Lee', 'Sous-chef de cuisine', 'Annecy', '+33 6 00 00 00 19', '## Expériences professionnelles', 'Chef de partie, Hôtel Exemple, Genève, Suisse\t2016 - 2019']);
    expect(extractLocation(doc, parsingCatalogs()).value).toMatchObject({ city: 'Annecy', postal_code: null, country_code: 'FR' });
  });
});

describe('extractLocation outside the contact lines', () => {
  it('needs an address’s evidence for a place in the top lines outside the header and contact sections', () => {
    const grid = ['Curriculum Vitae', '## Personal information', 'Ann Lee', '## Personal skills', 'Other language(s)', 'Listening\tReading\tSpoken interaction'];
    expect(extractLocation(makeResumeDocument(grid), parsingCatalogs()).value.city).toBeNull();
  });
});

describe('extractLocation when OCR parts labels from values', () => {
  it('reads an unlisted town from a street address with a postal code further down the page', () => {
    const lines = ['# Ann EXEMPLO', '## Contact details', 'Cell', 'Residential Address', '## Career objective', '082 555 0193', '17 Example Road, Smalltownville, 3610, KwaZulu-Natal', 'A dedicated educator.'];
    expect(extractLocation(makeResumeDocument(lines), parsingCatalogs()).value).toMatchObject({ city: 'Smalltownville', postal_code: '3610', country_code: 'ZA' });
  });
});

describe('extractLocation: the country an Irish address writes (invented lines)', () => {
  const loc = (line: string) => extractLocation(makeResumeDocument(['# Aoife Exemple', '087 555 0128', line, 'aoife@example.net']), parsingCatalogs()).value;
  it.each([
    ['Ballincollig, Co. Cork', 'IE'],
    ['Bray, Co. Wicklow', 'IE'],
    ['Main Street, A98 K2X5', 'IE'],
    ['Lisburn, Co. Antrim BT28 1AA', 'GB'],
  ])('%s → %s (not the phone grouping, shared with South Africa)', (line, country) => {
    expect(loc(line).country_code).toBe(country);
  });
});

describe('extractLocation: house and flat numbers (invented lines)', () => {
  it('reads the city after a flat number ("Apt 12") and a district, not Apt (Vaucluse)', () => {
    const doc = makeResumeDocument(['# Youssef Exemple', '## État civil', 'Adresse\tBd Al Qods, Résidence Exemple, Imm. 4, Apt 12, Aïn Chock – Casablanca', 'GSM\t06 61 23 45 78']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Casablanca', country_code: 'MA' });
  });
  it('reads a South African postal code starting with 0, not a house number before its street', () => {
    const doc = makeResumeDocument(['# Thabo Exemple', 'Cell: 072 555 0193', 'Address: Unit 12, Exemple Court, 1104 Park Street, Hatfield, Pretoria, 0083']);
    expect(extractLocation(doc, cats()).value).toMatchObject({ city: 'Pretoria', postal_code: '0083', country_code: 'ZA' });
  });
});
