/**
 * Build step: languages (our hand-written table) and CEFR levels, descriptors and test thresholds
 * (education/cefr_levels.json) → data/languages.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCsvRecords, splitMulti } from './csv.js';
import type { Step, StepContext, StepResult } from './step.js';

/** Resume wording the source table lacks (ours); same shape as its `descriptors`. */
const EXTRA_DESCRIPTORS: { level: string; lang: 'fr' | 'en'; terms: string[] }[] = [
  { level: 'A1', lang: 'fr', terms: ['notions de base', 'niveau debutant', 'quelques notions'] },
  { level: 'A1', lang: 'en', terms: ['basics', 'basic level', 'beginner level', 'some knowledge'] },
  { level: 'A2', lang: 'fr', terms: ['bonnes notions', 'niveau elementaire'] },
  { level: 'A2', lang: 'en', terms: ['elementary level', 'limited proficiency'] },
  { level: 'B1', lang: 'fr', terms: ['lu ecrit', 'niveau intermediaire', 'niveau moyen'] },
  { level: 'B1', lang: 'en', terms: ['intermediate level', 'working knowledge'] },
  { level: 'B2', lang: 'fr', terms: ['lu ecrit parle', 'lu parle ecrit', 'niveau avance', 'professionnelle', 'anglais professionnel', 'bon niveau'] },
  { level: 'B2', lang: 'en', terms: ['working proficiency', 'professional proficiency', 'good command', 'good knowledge', 'business level'] },
  { level: 'C1', lang: 'fr', terms: ['courante', 'courant', 'couramment', 'parle couramment', 'fluide', 'tres bonne maitrise', 'excellent niveau', 'niveau courant'] },
  { level: 'C1', lang: 'en', terms: ['fluently', 'fluency', 'full proficiency', 'excellent command', 'advanced level'] },
  { level: 'C2', lang: 'fr', terms: ['bilingue', 'parfaitement', 'parfaite'] },
  { level: 'C2', lang: 'en', terms: ['bilingual proficiency', 'near native', 'native-like', 'full bilingual'] },
  { level: 'NATIVE', lang: 'fr', terms: ['langue natale', 'native', 'natif', 'native'] },
  { level: 'NATIVE', lang: 'en', terms: ['native language', 'native speaker', 'native proficiency', 'mother-tongue'] },
];

export const languagesStep: Step = {
  name: 'languages',
  run(ctx: StepContext): StepResult {
    const rows = readCsvRecords(join(ctx.projectDataDir, 'languages-table.csv'), { comments: true });
    const languages = rows.map((r) => ({
      code: r.code.trim(),
      name_en: r.name_en.trim(),
      name_fr: r.name_fr.trim(),
      variants_en: splitMulti(r.variants_en),
      variants_fr: splitMulti(r.variants_fr),
    }));
    const seen = new Set<string>();
    for (const l of languages) {
      if (!/^[a-z]{2}$/.test(l.code) || seen.has(l.code)) throw new Error(`languages-table.csv: bad or duplicate code ${l.code}`);
      seen.add(l.code);
    }
    const cefr = JSON.parse(readFileSync(join(ctx.sharedDataDir, 'education/cefr_levels.json'), 'utf8')) as {
      levels: { code: string; name_en: string; name_fr: string; group_en: string; group_fr: string; rank: number }[];
      descriptors: { level: string; lang: 'fr' | 'en'; terms: string[] }[];
      test_equivalences: Record<string, Record<string, number | string>>;
    };
    const t = cefr.test_equivalences;
    const out = {
      format: 1,
      languages,
      cefr: {
        levels: cefr.levels.map((l) => ({ code: l.code, rank: l.rank, name_en: l.name_en, name_fr: l.name_fr, group_en: l.group_en, group_fr: l.group_fr })),
        descriptors: [...cefr.descriptors, ...EXTRA_DESCRIPTORS],
        tests: {
          toeic: t.TOEIC_LR_total,
          toefl_ibt: t.TOEFL_iBT_total,
          ielts: t.IELTS_band,
          cambridge: t.Cambridge_exam,
        },
      },
    };
    return {
      name: 'languages',
      files: [{ name: 'languages.json', content: JSON.stringify(out, null, 1) + '\n' }],
      log: [`${languages.length} languages, ${out.cefr.descriptors.length} descriptor groups`],
      docs: [
        {
          output: 'languages.json',
          summary:
            'Languages (ISO 639-1 code, English and French names and variants) and the CEFR scale with resume descriptors and test-score thresholds, used by `src/catalogs/language-catalog.ts`.',
          inputs: [
            { file: 'languages-table.csv', root: 'project', origin: 'ours (hand-written table of 109 languages), MIT like the project' },
            {
              file: 'education/cefr_levels.json',
              root: 'shared',
              origin: 'hand-compiled CEFR table of the staged reference data (Council of Europe level names; indicative test equivalences)',
            },
          ],
          transformations: [
            '`languages`: copied from our table (variants split on `|`).',
            '`cefr.levels`: code, rank and English/French names and groups; `cefr.descriptors`: the source lists followed by our additions (listed in `scripts/catalogs/languages.ts`, e.g. "couramment", "working proficiency", "bon niveau").',
            '`cefr.tests`: the minimum scores per level of TOEIC Listening & Reading (A1 120, A2 225, B1 550, B2 785, C1 945), TOEFL iBT (B1 42, B2 72, C1 95, C2 114) and IELTS (B1 4.0, B2 5.5, C1 7.0, C2 8.5), and the Cambridge exam names; indicative, as the source says.',
          ],
          licence:
            'CEFR level names © Council of Europe (facts, quoted); descriptor lists and test thresholds are hand-compiled facts; our table is MIT.',
          attribution: ['Common European Framework of Reference for Languages (CEFR), Council of Europe.'],
        },
      ],
    };
  },
};
