/** Build step wrapper for the skills catalog: output file and its SOURCES.md entry. */
import { gzipSync } from 'node:zlib';
import { SKILLS_FILE } from '../../src/catalogs/skill-data.js';
import { buildSkills } from './skills.js';
import type { Step, StepContext, StepResult } from './step.js';

/** gzip with a fixed header (mtime 0, OS "unknown") so the bytes do not depend on the machine. */
export function deterministicGzip(text: string): Buffer {
  const gz = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  gz.writeUInt32LE(0, 4);
  gz[9] = 255;
  return gz;
}

export const skillsStep: Step = {
  name: 'skills',
  run(ctx: StepContext): StepResult {
    const r = buildSkills(ctx.sharedDataDir, ctx.projectDataDir);
    return {
      name: 'skills',
      files: [{ name: SKILLS_FILE, content: deterministicGzip(r.json) }],
      log: [
        `${r.skills} skills, ${r.aliases} aliases (${r.freeTextAliases} usable in free text), ${r.json.length} bytes before gzip`,
        `merged: ${r.merged.romeIntoEsco} ROME→ESCO, ${r.merged.romeIntoRome} ROME→ROME, ${r.merged.supIntoExisting} by the supplement`,
        ...r.warnings,
      ],
      docs: [
        {
          output: SKILLS_FILE,
          summary:
            'The skills catalog: ESCO skills and knowledge (English + French), ROME 4.0 compétences, savoirs and savoir-être (French), and our supplement, merged into one list of entries with labels, type (Hard / Soft / Software skill), kind, ESCO domain and subcategory (ROME category and subcategory for ROME entries), a group code for "related skill" answers and the lookup keys of every surface form, each with a precision flag for free-text matching. gzip of a JSON document with one entry per line; loaded by `src/catalogs/skill-catalog.ts`.',
          inputs: [
            {
              file: 'skills/esco_skills.csv',
              root: 'shared',
              origin:
                'ESCO v1.2.0 skills pillar (composite, see ../shared/data/README.md): hierarchy from `broaderRelationsSkillPillar_en.csv`/`skillsHierarchy_en.csv` (GitHub OzLe/esco-semantic @ 08e104822027b932f1437831b748278b17ef97ab); English labels from the v1.2.0 collections and the ESCO API (MiguelMF-Coder/MatchKey-GenAI-Maverick @ 1a851ff454e19114c7f87026cc2a9b7b7219dfc2), English alt labels from ESCO v1.1.1 via Tabiya (Nam-Aniket/northstar @ ef9b79cfcaf26775ccdf79507a26236cabec9ae4) and v1.0 en-us (emanuellandell/public @ d2764d58d0a3a5ec5a0f5145fc6c2a72c6923d8e); French labels from the v1.2.x collections (irchhjc/PRE-TEST-SYSTEME-DE-RECOMMANDATION @ ee958985a42495fa0880024e277357b4e908da11), the ESCO API (lryjules/Mockly @ ff7cd8388d4bf6226111a75a479307978dcd2e9d) and ESCO v1.0',
            },
            {
              file: 'skills/esco_skill_groups.csv',
              root: 'shared',
              origin: 'ESCO v1.2.0 skills hierarchy (OzLe/esco-semantic, irchhjc/PRE-TEST-SYSTEME-DE-RECOMMANDATION, commits above): domain/subcategory labels of supplement entries',
            },
            {
              file: 'rome/rome_skills.csv',
              root: 'shared',
              origin:
                'ROME 4.0 version 460, France Travail RefRomeCsv `unix_referentiel_competence` + `unix_referentiel_savoir` (GitHub PSID-miage/guide-carriere, `data/`, @ 44601dc41ffe217ffb668e5bc552975b83ec722e)',
            },
            {
              file: 'names/first_names_fr.json',
              root: 'shared',
              origin: '@faker-js/faker 10.6.0 (MIT): read only to flag skill names that are also first names ("Ada", "Maya") as case-sensitive; nothing is copied',
            },
            { file: 'names/first_names_en.json', root: 'shared', origin: 'same, English list' },
            {
              file: 'skills-supplement.csv',
              root: 'project',
              origin: 'ours (MIT, like the project): ~500 rows of frequent tech/office/trade tools, soft and trade skills and abbreviations missing from ESCO/ROME, aliases added to existing entries, and group overrides',
            },
          ],
          transformations: [
            'ESCO: one entry per skill URI (`esco:<uuid>`), labels and alt labels kept verbatim; type = `category_hint`; kind = language (pillar L), knowledge (skill_type knowledge) or skill; domain = level-1 group, subcategory = deepest group, group = `group_code`. Qualifiers in parentheses are stripped to make extra aliases ("Python (computer programming)" → "Python") unless that would collide with another preferred label. Alt labels longer than 6 words are dropped.',
            'ROME: one entry per compétence/savoir code (`rome:<code>`), French label only; the 2,931 savoirs of subcategory "Certifications" (diplomas and titles) are left out; kind = language (Langues), certification (Habilitations), knowledge (other savoirs) or skill; domain/subcategory = ROME category/subcategory with our English rendering (`scripts/catalogs/rome-labels.ts`); group = macro-compétence code for savoir-faire, subcategory for savoirs, one group for the 16 savoir-être. Extra aliases: the label without its parenthesis, the acronym in parentheses ("(ERP)"), and the proper name in labels such as "Système d\'exploitation Linux" → "Linux".',
            `Merging: a ROME entry whose label (plural-folded, accents and function words ignored) equals an ESCO label is merged into the ESCO entry (${r.merged.romeIntoEsco} merged), and into an earlier ROME entry likewise (${r.merged.romeIntoRome}); aliases are united, the ESCO id is kept, a ROME Software/Soft type overrides an ESCO Hard one. Result: ${r.skills} entries, ${r.aliases} keys (${r.freeTextAliases} usable in free text).`,
            'Supplement: new `sup:<slug>` entries (domain/subcategory from their ESCO group), aliases, label/type/group overrides and explicit merges (`same_as`) on existing entries; e.g. Excel, Word, PowerPoint get the ESCO group S5.6.1, Docker/Kubernetes 0613, ESCO "communication" becomes a Soft skill, ESCO labels such as "Python (computer programming)" are displayed as "Python". Some tools carry a family suffix in their group (`S5.6.3:cad`, `S5.5.2:ehr`); it only names the group: "related skill" answers come from `data/skill-families.csv` (ours, MIT: families of substitutes, read at run time by `src/catalogs/skill-families.ts`, not by this build), never from groups.',
            'Every surface form becomes a lookup key (fold(): lower case, no accents; function words de/des/du/la/le/les/un/une/a/au/aux/the/of/an dropped; light plural folding) with a priority (supplement, label, label variant, alt label) and a free-text precision flag computed by the rules of `scripts/catalogs/skill-rules.ts` (free, case-or-list-context, case-and-list-context, lookup only). Languages are lookup only (the language catalog finds them with their level).',
            'The free-text keys are hashed token by token (`src/catalogs/skill-key-hash.ts`); the hashes of their token prefixes and of the one-word keys are stored in the file (`ngrams`), so that findMentions() stops reading an n-gram as soon as no key starts with it, without rehashing ~3.5 M characters at start-up.',
            'Output sorted by id; gzip level 9 with a fixed header (mtime 0, OS byte 255) so that the same inputs give the same bytes with the same Node/zlib version.',
          ],
          licence:
            'ESCO: European Commission reuse policy (Decision 2011/833/EU; redistributed by the source repositories under CC BY 4.0) — modified. ROME 4.0: Licence Ouverte / Open Licence v2.0 (Etalab), France Travail. Supplement: ours, MIT.',
          attribution: [
            'ESCO – European Skills, Competences, Qualifications and Occupations, © European Union, https://esco.ec.europa.eu — modified (labels merged with ROME, aliases added, selection of fields).',
            "Source : France Travail, Répertoire Opérationnel des Métiers et des Emplois (ROME 4.0, version 460, référentiel publié fin 2025), Licence Ouverte v2.0 — données modifiées (fusion avec ESCO, alias ajoutés).",
          ],
        },
      ],
    };
  },
};
