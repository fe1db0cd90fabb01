/**
 * The golden-resume scorer (test/golden/resumes/score-profile.ts) on hand-made parser outputs:
 * every outcome (correct, wrong, missing, invented) and every documented normalisation, so that
 * the quality figures of `npm run quality:parser` mean what README.md says they mean.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  accuracy,
  pairItems,
  scoreProfile,
  tallyByField,
  type FieldResult,
  type Golden,
  type Outcome,
} from '../../golden/resumes/score-profile.js';

const GOLDEN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../golden/resumes');
const load = (id: string) => JSON.parse(readFileSync(path.join(GOLDEN_DIR, `${id}.expected.json`), 'utf8')) as Golden;
const TODAY = new Date(Date.UTC(2026, 0, 15));

const outcome = (results: FieldResult[], field: string): Outcome[] => results.filter((r) => r.field === field).map((r) => r.outcome);
const clone = <T>(v: T): T => structuredClone(v);

/** What a perfect parser would answer for a golden: spec 2.1 shapes (skills are objects). */
function perfectOutput(g: Golden): Record<string, unknown> {
  const out = clone(g.expected) as Record<string, any>;
  out.skills = (out.skills as string[]).map((s) => ({ skill_title: s, skill_type: 'Hard skill', status: 'raw', domain: null, subcategory: null }));
  return out;
}

/** A small golden written here, independent of the generated files. */
const SMALL: Golden = {
  id: 'small',
  language: 'fr',
  expected: {
    info_resume: { language: 'FR' },
    info_candidate: {
      full_name: 'Léa FONTAINE',
      first_name: 'Léa',
      last_name: 'FONTAINE',
      email: 'lea.fontaine@example.com',
      phone_number: '+33600000021',
      birth_date: null,
      age: null,
      driver_license: ['B'],
      job_title: 'Infirmière',
      linkedin_url: 'https://www.linkedin.com/in/lea-example',
      other_urls: [],
      location: { city: 'Saint-Étienne', postal_code: '42000', country: 'France', country_code: 'FR' },
      mobility: { can_work_in_other_cities: true, other_cities: [{ city: 'Lyon', country: 'France', postal_code: null }] },
    },
    work_experiences: [
      { company_name: 'Clinique des Cèdres', job_title: 'Infirmière', contract_type: 'Permanent contract', start_date: '2022-09-01', end_date: null, currently_active: true },
      { company_name: 'EHPAD Les Glycines', job_title: 'Étudiante infirmière', contract_type: 'Internship', start_date: '2021-01-01', end_date: '2021-03-31', currently_active: false },
    ],
    educations: [{ degree_title: 'Diplôme d’État d’infirmier', school_name: 'IFSI Les Tilleuls', degree_type: 'Level 6', start_date: null, end_date: '2021-12-31' }],
    languages: [
      { language: 'Français', level: 'Native or Bilingual (C2)' },
      { language: 'Anglais', level: 'Limited Working Proficiency (B1)' },
    ],
    skills: ['pansements complexes', 'Excel', 'soins post-opératoires'],
    certifications: ['AFGSU niveau 2'],
    interests: [],
  },
};

describe('scoreProfile on hand-made outputs', () => {
  it('forgives case, accents, name order, phone spacing, URL scheme, legal forms and catalog labels', () => {
    const out = perfectOutput(SMALL) as Record<string, any>;
    out.info_resume.language = 'fr';
    Object.assign(out.info_candidate, {
      full_name: 'FONTAINE Léa',
      first_name: 'LEA',
      last_name: 'Fontaine',
      email: 'Lea.Fontaine@Example.com',
      phone_number: '+33 6 00 00 00 21',
      driver_license: ['Permis B'],
      linkedin_url: 'linkedin.com/in/lea-example/',
      location: { city: 'saint etienne', postal_code: '42 000', country: 'france', country_code: 'fr', latitude: 45.4, longitude: 4.39 },
    });
    out.work_experiences[0].company_name = 'Clinique des Cedres SAS';
    out.work_experiences[0].job_title = 'Infirmière (CDI)';
    out.languages = [
      { language: 'French', level: 'Native or Bilingual (C2)' },
      { language: 'English', level: 'Limited Working Proficiency (B1)' },
    ];
    out.skills = ['Microsoft Excel', 'Pansements complexes', 'Soins post-operatoires'].map((s) => ({ skill_title: s, status: 'normalized' }));
    const score = scoreProfile(out, SMALL, { today: TODAY });
    expect(score.results.filter((r) => r.outcome !== 'correct')).toEqual([]);
    expect(score.skills).toEqual({ expected: 3, actual: 3, matched: 3 });
  });

  it('tells wrong, missing and invented apart', () => {
    const out = perfectOutput(SMALL) as Record<string, any>;
    out.info_candidate.email = 'lea@example.com';
    out.info_candidate.phone_number = null;
    out.info_candidate.birth_date = '1999-03-14'; // not in the document
    out.info_candidate.job_title = '';
    out.languages[1].level = 'Professional Working Proficiency (B2)';
    const r = scoreProfile(out, SMALL).results;
    expect(outcome(r, 'info_candidate.email')).toEqual(['wrong']);
    expect(outcome(r, 'info_candidate.phone_number')).toEqual(['missing']);
    expect(outcome(r, 'info_candidate.birth_date')).toEqual(['invented']);
    expect(outcome(r, 'info_candidate.job_title')).toEqual(['missing']);
    expect(outcome(r, 'languages[].level').sort()).toEqual(['correct', 'wrong']);
  });

  it('pairs experiences as a set, whatever their order, and scores unpaired ones once', () => {
    const out = perfectOutput(SMALL) as Record<string, any>;
    const [first, second] = out.work_experiences;
    second.end_date = '2021-03-01'; // a month alone ends on its last day
    out.work_experiences = [
      second,
      { company_name: 'Croix-Blanche', job_title: 'Aide-soignante', start_date: '2019-01-01', end_date: '2019-06-30', currently_active: false },
    ];
    void first;
    const r = scoreProfile(out, SMALL).results;
    expect(outcome(r, 'work_experiences').sort()).toEqual(['correct', 'invented', 'missing']);
    expect(outcome(r, 'work_experiences[].end_date').sort()).toEqual(['wrong']);
    // the missing entry's non-null fields: company, title, contract, start, currently_active (true)
    expect(outcome(r, 'work_experiences[].company_name').sort()).toEqual(['correct', 'missing']);
    expect(outcome(r, 'work_experiences[].currently_active').sort()).toEqual(['correct', 'missing']);
  });

  it('counts an empty list against an empty expected list as correct, extra items as invented', () => {
    const out = perfectOutput(SMALL) as Record<string, any>;
    expect(outcome(scoreProfile(out, SMALL).results, 'interests')).toEqual(['correct']);
    out.interests = ['lecture'];
    out.skills.push({ skill_title: 'Word' });
    const score = scoreProfile(out, SMALL);
    expect(outcome(score.results, 'interests')).toEqual(['invented']);
    expect(outcome(score.results, 'skills').sort()).toEqual(['correct', 'correct', 'correct', 'invented']);
    expect(score.skills).toEqual({ expected: 3, actual: 4, matched: 3 });
  });

  it('does not count extra items of a partial list as invented (recall only)', () => {
    const golden: Golden = { id: 'p', language: 'en', partial_lists: ['skills'], expected: { skills: ['SQL', 'Python'] } };
    const score = scoreProfile({ skills: [{ skill_title: 'Python' }, { skill_title: 'Tableau' }] }, golden);
    expect(score.results.map((r) => r.outcome).sort()).toEqual(['correct', 'missing']);
  });

  it('fuzzy text: extra context is forgiven, a whole line in one field is not', () => {
    const golden: Golden = { id: 't', language: 'fr', expected: { educations: [{ degree_title: 'Baccalauréat scientifique', school_name: 'Lycée Albert-Verrières' }] } };
    const ok = scoreProfile({ educations: [{ degree_title: 'Baccalaureat scientifique, mention assez bien', school_name: 'Lycee Albert Verrieres' }] }, golden);
    expect(outcome(ok.results, 'educations[].degree_title')).toEqual(['correct']);
    const glued = scoreProfile(
      { educations: [{ degree_title: 'Baccalauréat scientifique mention assez bien Lycée Albert-Verrières Roanne 2018', school_name: 'Lycée Albert-Verrières' }] },
      golden,
    );
    expect(outcome(glued.results, 'educations[].degree_title')).toEqual(['wrong']);
  });

  it('treats an unknown degree_type string as Other (spec 9.4)', () => {
    const golden: Golden = { id: 'd', language: 'fr', expected: { educations: [{ degree_title: 'CAPES de mathématiques', degree_type: 'Other' }] } };
    const r = scoreProfile({ educations: [{ degree_title: 'CAPES de mathématiques', degree_type: 'Concours' }] }, golden).results;
    expect(outcome(r, 'educations[].degree_type')).toEqual(['correct']);
  });

  it('accepts the alternatives a golden lists', () => {
    const g = load('fr-12-avocate');
    expect(g.alternatives?.['info_candidate.education_name']).toEqual(['Master 2 Droit social']);
    const out = perfectOutput(g) as Record<string, any>;
    out.info_candidate.education_name = 'Master 2 Droit social';
    expect(outcome(scoreProfile(out, g).results, 'info_candidate.education_name')).toEqual(['correct']);
  });

  it('expects the age computed on the scoring day when only a birth date is written', () => {
    const g = load('fr-01-infirmiere'); // née le 14/03/1999, no age written
    expect('age' in (g.expected.info_candidate as object)).toBe(false);
    expect(ageOn('1999-03-14', TODAY)).toBe(26);
    expect(ageOn('1999-01-15', TODAY)).toBe(27);
    const out = perfectOutput(g) as Record<string, any>;
    const age = (v: unknown) => {
      out.info_candidate.age = v;
      return outcome(scoreProfile(out, g, { today: TODAY }).results, 'info_candidate.age');
    };
    expect(age(26)).toEqual(['correct']);
    expect(age(27)).toEqual(['correct']);
    expect(age(30)).toEqual(['wrong']);
    expect(age(null)).toEqual(['missing']);
  });

  it('reads licence categories out of written licences', () => {
    const golden: Golden = { id: 'l', language: 'fr', expected: { info_candidate: { driver_license: ['B', 'C'] } } };
    const r = (v: unknown[]) => outcome(scoreProfile({ info_candidate: { driver_license: v } }, golden).results, 'info_candidate.driver_license');
    expect(r(['Permis B et C'])).toEqual(['correct', 'correct']);
    expect(r(['Full UK driving licence (B, C)'])).toEqual(['correct', 'correct']);
    expect(r(['B', 'C', 'CE']).sort()).toEqual(['correct', 'correct', 'invented']);
    expect(r([])).toEqual(['missing', 'missing']);
  });

  it('scores an empty or failed output as missing everywhere, never as invented', () => {
    const g = load('en-04-sales-manager');
    const outcomes = new Set(scoreProfile({}, g, { today: TODAY }).results.map((r) => r.outcome));
    expect(outcomes.has('invented')).toBe(false);
    expect(outcomes.has('missing')).toBe(true);
  });
});

describe('pairing and tallies', () => {
  it('pairs greedily, best score first, one to one', () => {
    const score = (e: number, a: number) => 1 - Math.abs(e - a) / 10;
    // 1↔1.2 (0.98) before 9↔9.5 (0.95); 5 is left alone: 5↔9.5 is taken, 5↔1.2 is under 0.7
    expect(pairItems([1, 5, 9], [9.5, 1.2], score, 0.7)).toEqual([
      [0, 1],
      [2, 0],
    ]);
  });

  it('accuracy counts invented values as errors', () => {
    const t = tallyByField([
      { field: 'f', outcome: 'correct' },
      { field: 'f', outcome: 'invented' },
      { field: 'f', outcome: 'missing' },
      { field: 'f', outcome: 'correct' },
      { field: 'g', outcome: 'wrong' },
    ]);
    expect(t.get('f')).toEqual({ correct: 2, wrong: 0, missing: 1, invented: 1 });
    expect(accuracy(t.get('f')!)).toBe(0.5);
    expect(accuracy(t.get('g')!)).toBe(0);
  });
});

describe('skills normalised to the catalog', () => {
  it('match the written acronym inside the label or spelled by its initials, and nothing else', async () => {
    const { sameSkill } = await import('../../golden/resumes/match-lists.js');
    const normalized = (skill_title: string) => ({ skill_title, status: 'normalized', skill_type: 'Hard skill', domain: 'x', subcategory: 'y' });
    expect(sameSkill('HACCP', normalized('Système Hazard Analysis Critical Control Point (HACCP)'))).toBe(true);
    expect(sameSkill('SEO', normalized('search engine optimisation'))).toBe(true);
    expect(sameSkill('SEO', { ...normalized('search engine optimisation'), status: 'raw' })).toBe(false);
    expect(sameSkill('SAP', normalized('search engine optimisation'))).toBe(false);
    expect(sameSkill('Excel', normalized('Microsoft Excel'))).toBe(true);
  });
});
