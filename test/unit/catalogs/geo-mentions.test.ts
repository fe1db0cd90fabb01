import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoCatalog, type GeoCatalog } from '../../../src/catalogs/geo-catalog.js';

let geo: GeoCatalog;
beforeAll(() => {
  geo = loadGeoCatalog();
});

/** "text → city/countryCode/postalCode (evidence)" for each mention of a line. */
function mentions(line: string): string[] {
  return geo.findLocationMentions(line).map((m) => `${m.text} → ${m.place.city ?? m.place.region ?? m.place.country}/${m.place.countryCode}/${m.place.postalCode} (${m.evidence})`);
}

describe('findLocationMentions: the fixture resumes', () => {
  it.each([
    ['12 rue des Érables, 69003 Lyon · +33 6 00 00 00 12 · camille.durand@example.com', ['69003 Lyon → Lyon/FR/69003 (postal-code)']],
    ['depuis 2020 Responsable supply chain — Maison Vergeron & Fils, Villeurbanne', ['Villeurbanne → Villeurbanne/FR/69100 (name)']],
    ['Janv. 2019 – mars 2020 Consultante logistique (missions) — Cabinet Hélianthe Conseil, Lyon', ['Lyon → Lyon/FR/null (name)']],
    ['Sept. 2015 – déc. 2018 Cheffe de projet logistique — Transports Céladon, Mâcon', ['Mâcon → Mâcon/FR/71000 (name)']],
    ['Juil. 2011 – août 2015 Assistante approvisionnement — Laiterie Mercœur-Jalabert, Bourg-en-Bresse', ['Bourg-en-Bresse → Bourg-en-Bresse/FR/01000 (name)']],
    ['Nantes (44)', ['Nantes (44) → Nantes/FR/null (hint)']],
    ['Ondine Mobilités — Nantes', ['Nantes → Nantes/FR/null (name)']],
    ['Atelier Brisants — Saint-Nazaire', ['Saint-Nazaire → Saint-Nazaire/FR/44600 (name)']],
    ['Coopérative Lumen Numérique — Angers', ['Angers → Angers/FR/null (name)']],
    ['London, United Kingdom · +44 7700 900123 · zoe.pemberton@example.com · LinkedIn · Portfolio', ['London, United Kingdom → London/GB/null (hint)']],
    ['Senior Data Analyst, Harrowgate Analytics Ltd — London Mar 2021 – Present', ['London → London/GB/null (name)']],
    ['Data Analyst, Kestrel & Finch Insurance — Bristol Sep 2017 – Feb 2021', ['Bristol → Bristol/GB/null (name)']],
    ['Bénévolat dans une épicerie solidaire à Villeurbanne.', ['Villeurbanne → Villeurbanne/FR/69100 (name)']],
  ])('%s', (line, expected) => {
    expect(mentions(line)).toEqual(expected);
  });

  it('finds nothing in lines without places (invented schools, names, skills)', () => {
    for (const line of [
      '2011 Master 2 Logistique et achats internationaux — Université de Valmorel-sur-Saône',
      '2009 Licence professionnelle Gestion des flux — IUT de Montferrand-les-Aulnes',
      'Université de Kerbrat-sur-Loire — 2015 – 2017',
      'Camille DURAND',
      'Inès BERTHELOT',
      'Zoë Pemberton',
      'Permis B, véhiculée',
      'Anglais : courant (C1, TOEIC 945)',
      'Docker, GitLab CI/CD',
      'Réduction des coûts de transport de 11 % par la mutualisation des tournées.',
      'Gestion des commandes de 300 références',
    ]) {
      expect(mentions(line), line).toEqual([]);
    }
  });
});

describe('findLocationMentions: conservative on words that are also communes', () => {
  it.each([
    'Plus de 10 ans d’expérience',
    'Table des matières',
    'Grand compte',
    'Y compris la logistique',
    'Eu égard aux résultats',
    'Sens du service',
    'Orange Business Services',
    'Reading, hiking, cooking',
    'Nancy Martin',
    'Florence Dupont',
    'Paris 8',
  ])('%s → nothing', (line) => {
    expect(mentions(line)).toEqual([]);
  });

  it('reads them as places with a hint, a postal code, a preposition or standing alone', () => {
    expect(mentions('Tours (37)')).toEqual(['Tours (37) → Tours/FR/null (hint)']);
    expect(mentions("J'habite à Tours")).toEqual(['Tours → Tours/FR/null (name)']);
    expect(mentions('37000 Tours')).toEqual(['37000 Tours → Tours/FR/37000 (postal-code)']);
    expect(mentions('Nancy')).toEqual(['Nancy → Nancy/FR/null (name)']);
    expect(mentions('Mobilité : Lyon, Paris, Marseille')).toEqual(['Lyon → Lyon/FR/null (name)', 'Paris → Paris/FR/null (name)', 'Marseille → Marseille/FR/null (name)']);
  });
});

describe('findLocationMentions: other forms', () => {
  it.each([
    ['Villeurbanne', ['Villeurbanne → Villeurbanne/FR/69100 (name)']],
    ['Bordeaux, France', ['Bordeaux, France → Bordeaux/FR/null (hint)']],
    ['London, UK', ['London, UK → London/GB/null (hint)']],
    ['Basée à Saint-Étienne (42)', ['Saint-Étienne (42) → Saint-Étienne/FR/null (hint)']],
    ['75015 PARIS', ['75015 PARIS → Paris/FR/75015 (postal-code)']],
    ['Lyon 69003', ['Lyon 69003 → Lyon/FR/69003 (postal-code)']],
    ['Lyon 3e', ['Lyon 3e → Lyon/FR/69003 (name)']],
    ['Le Mans', ['Le Mans → Le Mans/FR/null (name)']],
    ['Montréal, Canada', ['Montréal, Canada → Montréal/CA/null (hint)']],
    ['Mobilité : France entière', []],
    ['Loire-Atlantique', ['Loire-Atlantique → Pays de la Loire/FR/null (area)']],
    ['Bretagne', ['Bretagne → Bretagne/FR/null (area)']],
  ])('%s', (line, expected) => {
    expect(mentions(line)).toEqual(expected);
  });

  it('gives offsets into the line', () => {
    const line = 'Atelier Brisants — Saint-Nazaire';
    const [m] = geo.findLocationMentions(line);
    expect(line.slice(m.start, m.end)).toBe('Saint-Nazaire');
  });
});
