/**
 * Build step: what each ROME 4.0 occupation (fiche) mobilises — its compétences (savoir-faire,
 * savoir-être) and savoirs — → data/occupation-skills.json.gz, read by the built-in engine
 * (src/engines/builtin/occupation/occupation-skills.ts) to credit a criterion a resume does not
 * name but that the person's occupation usually involves.
 *
 * Form (format 1): `skills`, the labels, one a line, in skill-code order; `kinds`, one letter per
 * skill (f savoir-faire, e savoir-être, s savoir); `fiches`, one line per fiche, "CODE i j k…" with
 * the indexes of its skills in increasing order, core skills (coeur de métier "Principale") marked
 * by a leading "*".
 */
import { join } from 'node:path';
import { readCsvRecords } from './csv.js';
import { deterministicGzip } from './skills-step.js';
import type { Step, StepContext, StepResult } from './step.js';

export const OCCUPATION_SKILLS_FILE = 'occupation-skills.json.gz';

const ROME_REPO = 'France Travail RefRomeCsv, GitHub PSID-miage/guide-carriere, `data/`, @ 44601dc41ffe217ffb668e5bc552975b83ec722e';
/** Savoirs an occupation does not imply: diplomas and titles, natural and programming languages (facts a resume states or not). */
const NOT_IMPLIED = new Set(['Certifications', 'Langues', 'Langages informatiques']);
const KIND_LETTER: Record<string, string> = { 'savoir-faire': 'f', 'savoir-etre': 'e', savoir: 's' };

export function buildOccupationSkills(sharedDataDir: string): { json: string; fiches: number; skills: number; links: number } {
  const skillRows = readCsvRecords(join(sharedDataDir, 'rome/rome_skills.csv'));
  const links = readCsvRecords(join(sharedDataDir, 'rome/rome_fiche_skills.csv'));
  const byCode = new Map(skillRows.filter((r) => !NOT_IMPLIED.has(r.subcategory)).map((r) => [r.skill_code, r]));
  const used = [...new Set(links.map((l) => l.skill_code))].filter((c) => byCode.has(c)).sort((a, b) => Number(a) - Number(b) || (a < b ? -1 : 1));
  const index = new Map(used.map((c, i) => [c, i]));
  const perFiche = new Map<string, Map<number, boolean>>();
  for (const l of links) {
    const i = index.get(l.skill_code);
    if (i === undefined) continue;
    let m = perFiche.get(l.rome_code);
    if (!m) perFiche.set(l.rome_code, (m = new Map()));
    m.set(i, (m.get(i) ?? false) || l.coeur_metier === 'Principale');
  }
  const fiches = [...perFiche.keys()].sort();
  const json = JSON.stringify({
    format: 1,
    skills: used.map((c) => byCode.get(c)!.label.replace(/\s+/g, ' ').trim()).join('\n'),
    kinds: used.map((c) => KIND_LETTER[byCode.get(c)!.kind] ?? 'f').join(''),
    fiches: fiches
      .map((f) => {
        const m = perFiche.get(f)!;
        return [f, ...[...m.keys()].sort((a, b) => a - b).map((i) => (m.get(i) ? `*${i}` : String(i)))].join(' ');
      })
      .join('\n'),
  });
  return { json, fiches: fiches.length, skills: used.length, links: [...perFiche.values()].reduce((n, m) => n + m.size, 0) };
}

export const occupationSkillsStep: Step = {
  name: 'occupation-skills',
  run(ctx: StepContext): StepResult {
    const r = buildOccupationSkills(ctx.sharedDataDir);
    return {
      name: 'occupation-skills',
      files: [{ name: OCCUPATION_SKILLS_FILE, content: deterministicGzip(r.json) }],
      log: [`${r.fiches} fiches, ${r.skills} skills, ${r.links} fiche–skill links, ${r.json.length} bytes before gzip`],
      docs: [
        {
          output: OCCUPATION_SKILLS_FILE,
          summary:
            'The skills each ROME 4.0 occupation (fiche) mobilises: savoir-faire, savoir-être professionnels and savoirs, core ones marked. Read by the built-in engine (`src/engines/builtin/occupation/occupation-skills.ts`) to answer `potential` for a criterion the resume does not name but that the occupation the person holds usually involves. gzip of a JSON document of columns.',
          inputs: [
            { file: 'rome/rome_skills.csv', root: 'shared', origin: `ROME 4.0 version 460, ${ROME_REPO} (\`unix_referentiel_competence\`, \`unix_referentiel_savoir\`)` },
            { file: 'rome/rome_fiche_skills.csv', root: 'shared', origin: `ROME 4.0 version 460, ${ROME_REPO} (\`unix_liens_rome_referentiels\` bloc Compétences, \`unix_coherence_item\`)` },
          ],
          transformations: [
            'Savoirs of the subcategories Certifications (diplomas, titles), Langues and Langages informatiques left out: an occupation does not imply them. Other skills linked to at least one fiche, in skill-code order: label verbatim (runs of white space made single), kind as one letter (f savoir-faire, e savoir-être, s savoir).',
            'Fiches in code order, each with the indexes of its skills; a skill the fiche marks as coeur de métier "Principale" is marked core. The macro-compétences and the competence tree are not kept.',
            'gzip level 9 with a fixed header (mtime 0, OS byte 255).',
          ],
          licence: 'ROME 4.0: Licence Ouverte / Open Licence v2.0 (Etalab), France Travail.',
          attribution: [
            'Source : France Travail, Répertoire Opérationnel des Métiers et des Emplois (ROME 4.0, version 460), Licence Ouverte v2.0 — données modifiées (compétences et savoirs par fiche, réduits aux libellés).',
          ],
        },
      ],
    };
  },
};
