/**
 * Issue 13: statuses a careful recruiter would give, read from the whole profile: a platform is no
 * peer of its frameworks, "engineer" or "code" alone is no nearby experience, a platform practised
 * through its family shows deep practice, a quality stated in other words, a vendor's stack seen
 * through its products, a career too short for the years asked. Invented people, short lines.
 */
import { describe, expect, it } from 'vitest';
import { grades, statuses } from './grade-lines.js';


describe('the platform a family is named after is no substitute for its frameworks', () => {
  it('.NET listed does not stand for Entity Framework or ASP.NET MVC; ASP.NET stands for Entity Framework', async () => {
    expect(await statuses('Compétences : Java, .NET, XML', ["Maîtrise d'Entity Framework", "Maîtrise d'ASP.NET MVC"])).toEqual(['not_mentioned', 'not_mentioned']);
    expect(await statuses('Compétences : C#, ASP.NET, SQL Server', ["Maîtrise d'Entity Framework"])).toEqual(['potential']);
  });

  it('JavaScript does not stand for TypeScript, but TypeScript shown stands for JavaScript asked', async () => {
    expect(await statuses('Compétences : HTML, JavaScript, CSS', ['Bases en TypeScript'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : HTML, TypeScript, CSS', ['Maîtrise de JavaScript'])).not.toEqual(['not_mentioned']);
  });
});

describe('nearby experience needs the specific word of the domain', () => {
  const person = (line: string) => `Camille Exemple\ncamille@example.com\nExpérience\n2019 - 2024 ${line}\n`;

  it('"code reviews" is not Infrastructure as Code; "management" alone is not project management', async () => {
    expect(await statuses(person('Développeuse back-end : revues de code, tests unitaires'), ["Première expérience d'Infrastructure as Code"])).toEqual(['not_mentioned']);
    expect(await statuses(person('Cold chain management, entrepôt frigorifique'), ['Expérience en gestion de projet'])).toEqual(['not_mentioned']);
  });

  it('"Machine Learning Engineer" is not a data engineer; "Data Analyst" is nearby', async () => {
    expect(await statuses(person('Machine Learning Engineer, Exemple SA'), ["Au moins 3 ans d'expérience sur un poste de data engineer"])).toEqual(['not_mentioned']);
    expect(await statuses(person('Data Analyst, Exemple SA'), ["Au moins 3 ans d'expérience sur un poste de data engineer"])).toEqual(['potential']);
  });
});

describe('experience in one of the things a list names', () => {
  const person = (line: string) => `Camille Exemple\ncamille@example.com\nExpérience\n2019 - 2024 ${line}\n`;

  it('"analyse statistique, reporting ou tableaux de bord": a role doing the reporting has it', async () => {
    const asked = ['Expérience en analyse statistique, reporting ou tableaux de bord de pilotage'];
    expect(await statuses(person('Contrôleuse de gestion : reporting mensuel à la direction'), asked)).toEqual(['ideal']);
    expect(await statuses(person('Conseillère de vente en boutique'), asked)).toEqual(['not_mentioned']);
    expect(await statuses(person('Développeuse : Python et Go'), ["2 ans d'expérience en Java, Python ou Go"])).toEqual(['ideal']);
  });
});

describe('a career far shorter than the years asked', () => {
  it('one year of work in all for five years asked in a domain is not enough, quoting the role', async () => {
    const [g] = await grades('Expérience\n2025 - 2026 Serveur, Brasserie Exemple\n', ["5 ans d'expérience en comptabilité"]);
    expect(g.match_status).toBe('not_valid');
    expect(g.match_explanation).toContain('Serveur');
  });

  it('without dated work it stays unknown', async () => {
    expect(await statuses('Compétences : Excel, Word', ["5 ans d'expérience en comptabilité"])).toEqual(['not_mentioned']);
  });
});

describe('deep practice of a platform shown through its family', () => {
  it('SQL listed, PostgreSQL queries tuned in a job: a solid command of SQL', async () => {
    const text = 'Expérience\n2018 - 2024 Développeur back-end, Exemple SA\n• Optimisation des requêtes PostgreSQL et des index pour la facturation.\nCompétences\nLangages : Java, Python, SQL, Bash\n';
    const [g] = await grades(text, ['Solide maîtrise de SQL']);
    expect(g.match_status).toBe('ideal');
    expect(g.match_explanation).toContain('PostgreSQL');
  });

  it('SQL listed alone stays partly shown', async () => {
    expect(await statuses('Compétences\nLangages : Java, Python, SQL, Bash\n', ['Solide maîtrise de SQL'])).toEqual(['potential']);
  });
});

describe('personal qualities', () => {
  const career = 'Expérience\n2017 - 2020 Auxiliaire de vie, Exemple Services\n2020 - 2025 Aide à domicile, Exemple Domicile\n';

  it('a quality stated in other words ("fiable", "reliable") and a work history meet "Sérieux, fiabilité et motivation"', async () => {
    expect(await statuses(`${career}Qualités : ponctuelle et fiable\n`, ['Sérieux, fiabilité et motivation'])).toEqual(['ideal']);
    expect(await statuses(`${career}Caring, reliable and hard working\n`, ['Sérieux, fiabilité et motivation'])).toEqual(['ideal']);
  });

  it('nothing stated: plausible only; a negated quality is not stated', async () => {
    expect(await statuses(career, ['Sérieux, fiabilité et motivation'])).toEqual(['potential']);
    expect(await statuses(`${career}Pas toujours fiable le matin\n`, ['Sérieux, fiabilité et motivation'])).toEqual(['potential']);
  });

  it('qualities of work in words the skills catalog lacks ("capacité de synthèse", "aisance rédactionnelle") are plausible with a work history', async () => {
    expect(await statuses(career, ['Capacité de synthèse et aisance rédactionnelle'])).toEqual(['potential']);
    expect(await statuses('Formation\n2024 Baccalauréat, Lycée Exemple\n', ['Capacité de synthèse et aisance rédactionnelle'])).toEqual(['not_mentioned']);
  });

  it('one of several qualities stated, without a work history, is only part of the criterion', async () => {
    expect(await statuses('Qualités : rigoureuse', ['Autonomie, rigueur et travail en équipe'])).not.toEqual(['ideal']);
  });
});

describe("a vendor's technology stack", () => {
  it('C#, .NET and SQL Server for six years are five years on the Microsoft stack', async () => {
    const text = 'Expérience\n2019 - 2025 Développeur, Exemple SA\nApplications C#, ASP.NET et SQL Server.\n';
    const [g] = await grades(text, ["Au moins 5 ans d'expérience sur la pile technologique Microsoft"]);
    expect(g.match_status).toBe('ideal');
  });

  it('a Java and Oracle career is not the Microsoft stack', async () => {
    const text = 'Expérience\n2015 - 2025 Développeur, Exemple SA\nApplications Java, Spring et Oracle.\n';
    expect(await statuses(text, ["Au moins 5 ans d'expérience sur la pile technologique Microsoft"])).toEqual(['not_mentioned']);
  });
});

describe('a sector known through the places worked', () => {
  const person = (line: string) => `Camille Exemple\ncamille@example.com\nExpérience\n2019 - 2024 ${line}\nFormation\n2015 - 2018 Licence, Université Exemple\n`;

  it('a path through the sector is partial evidence of knowing it; the sector named in the schooling is not', async () => {
    const [g] = await grades(person('Analyste données, Exemple Railways (trafic voyageurs)'), ['Bonne connaissance du secteur des mobilités']);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toMatch(/Exemple Railways/);
    expect(await statuses(person('Vendeuse, Boutique Exemple'), ['Bonne connaissance du secteur des mobilités'])).toEqual(['not_mentioned']);
    // A university degree is schooling, not a path through research.
    expect(await statuses(person('Vendeuse, Boutique Exemple'), ["Connaissance de l'environnement de la recherche"])).toEqual(['not_mentioned']);
    expect(await statuses(person('Assistante de recherche, laboratoire de recherche Exemple'), ["Connaissance de l'environnement de la recherche"])).toEqual(['potential']);
  });

  it('a criterion that names no sector word is not read as one', async () => {
    expect(await statuses(person('Analyste données, Exemple Railways'), ['Rédaction de rapports de mobilité internationale'])).toEqual(['not_mentioned']);
  });
});

describe('the asked words inside another skill or name', () => {
  it('a word that is only part of another skill\'s name, or a name found only as part of a longer word, is no evidence', async () => {
    expect(await statuses('Compétences : conditionnement d\'air, climatisation', ['Maîtrise de conditionnement'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : électronique, soudure', ['Maîtrise de Electron'])).toEqual(['not_mentioned']);
    expect(await statuses('Compétences : conditionnement de produits, emballage', ['Maîtrise de conditionnement'])).not.toEqual(['not_mentioned']);
  });

  it('a name missing beside other words found leaves partial evidence; part of a name of several words is another product', async () => {
    expect(await statuses('Méthodes : AMDEC, TPM, SMED\n• Participation à la démarche 5S', ['Démarches Lean et TPM'])).toEqual(['potential']);
    expect(await statuses('Compétences : Fusion 360, Photoshop', ['Maîtrise de Blackmagic Fusion'])).toEqual(['not_mentioned']);
  });
});

describe('words that say how much, not what', () => {
  it('"solides bases en réseau" is read on "réseau": a network engineer shows it in part', async () => {
    expect(await statuses('Expérience\n2019 - 2024 Ingénieur réseau, Exemple SA', ['Solides bases en réseau (modèle OSI, VLAN)'])).toEqual(['potential']);
    expect(await statuses('Expérience\n2019 - 2024 Vendeur, Exemple SA', ['Solides bases en réseau (modèle OSI, VLAN)'])).toEqual(['not_mentioned']);
  });
});

describe('an address is no evidence', () => {
  it('"finance" in a LinkedIn address says nothing of budget follow-up', async () => {
    expect(await statuses('Camille Exemple\nLinkedIn : www.linkedin.com/in/camille-exemple-finance\nExpérience\n2019 - 2024 Vendeuse, Exemple SA', ['Suivi budgétaire et financier (analyse et justification des dépenses, règles financières)'])).toEqual(['not_mentioned']);
  });
});

describe('a skill among the pastimes', () => {
  it('home automation shown only under "Activités et intérêts" is partial evidence; shown at work it is met', async () => {
    const hobby = 'Camille Exemple\nExpérience\n2019 - 2024 Technicienne support, Exemple SA\nActivités et intérêts\nBasketball, domotique avec Raspberry Pi.';
    const [g] = await grades(hobby, ['Compétences en domotique']);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toContain("centres d'intérêt");
    const work = 'Camille Exemple\nExpérience\n2019 - 2024 Technicienne, Exemple SA : installation de domotique chez les particuliers.';
    expect(await statuses(work, ['Compétences en domotique'])).toEqual(['ideal']);
  });
});
