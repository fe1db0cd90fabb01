/** Build step: ROME 4.0 appellations with their ROME and ESCO labels → data/rome.json.gz. */
import { ROME_FILE } from '../../src/catalogs/rome-data.js';
import { buildRome } from './rome.js';
import { deterministicGzip } from './skills-step.js';
import type { Step, StepContext, StepResult } from './step.js';

const ROME_ORIGIN =
  'ROME 4.0 version 460, France Travail RefRomeCsv (`unix_referentiel_appellation`, `unix_referentiel_code_rome`, `unix_cr_gd_dp`), GitHub PSID-miage/guide-carriere, `data/`, @ 44601dc41ffe217ffb668e5bc552975b83ec722e';

export const romeStep: Step = {
  name: 'rome',
  run(ctx: StepContext): StepResult {
    const r = buildRome(ctx.sharedDataDir, ctx.projectDataDir);
    return {
      name: 'rome',
      files: [{ name: ROME_FILE, content: deterministicGzip(r.json) }],
      log: [
        `${r.appellations} appellations in ${r.fiches} fiches, ${r.genderPairs} feminine → masculine word pairs, ${r.json.length} bytes before gzip`,
        `labels: ${r.labels.a} ROME, ${r.labels.b} ESCO preferred, ${r.labels.c} ESCO alternative, ${r.labels.h} head words, ${r.labels.s} of our English resume titles`,
        `ESCO occupations attached to an appellation: ${r.escoMapped} of ${r.escoTotal} (${r.escoByMapping} through the ESCO–ROME mapping); ${r.droppedAmbiguous} ambiguous alternative labels dropped, ${r.droppedGeneric} one-word labels of a generic head word ("manager") dropped`,
      ],
      docs: [
        {
          output: ROME_FILE,
          summary:
            'ROME 4.0 occupations for job-title prediction: the 13,120 appellations (code OGR, label, fiche) and 1,584 fiches (code, title), and the labels that lead to an appellation — its own French label, English and French labels of the ESCO occupation mapped to it, and bare head words — as index words, with feminine → masculine word pairs for titles. gzip of a JSON document of columns; loaded by `src/catalogs/rome-catalog.ts`.',
          inputs: [
            { file: 'rome/rome_appellations.csv', root: 'shared', origin: ROME_ORIGIN },
            {
              file: 'rome/rome_fiches.csv',
              root: 'shared',
              origin: 'ROME 4.0 version 460, France Travail RefRomeCsv (`unix_referentiel_code_rome`), same repository and commit',
            },
            {
              file: 'rome/rome_esco_crosswalk.csv',
              root: 'shared',
              origin:
                '"Mapping project ESCO – ROME" V1.4 (07/06/2022), Pôle emploi – France, ESCO portal, file `FR_20230607_mapping_esco_rome.csv` as committed in GitHub Avature/melo-benchmark @ 014982fef0abf5149b16e75b1043bd286ae4c98f',
            },
            {
              file: 'rome-titles-supplement.csv',
              root: 'project',
              origin: 'ours (MIT, like the project): English job titles common on resumes (UK, Ireland, India, Nigeria, South Africa, Australia, Singapore) that ESCO lacks, each with the ROME appellation a counsellor would file it under; written by hand on 2026-11-29 by a session that did not see the title measure (`corpus/rome-titles`)',
            },
            {
              file: 'rome/esco_occupations.csv',
              root: 'shared',
              origin:
                'ESCO v1.2.0 `occupations_en.csv` (GitHub OzLe/esco-semantic @ 08e104822027b932f1437831b748278b17ef97ab) and ESCO v1.2.x `occupations_fr.csv` (GitHub irchhjc/PRE-TEST-SYSTEME-DE-RECOMMANDATION @ ee958985a42495fa0880024e277357b4e908da11)',
            },
          ],
          transformations: [
            'Appellations: code, label (verbatim) and fiche, principal appellations first, rarely used ones last (earlier wins on equal scores); fiches: code and title (verbatim).',
            `Feminine → masculine word pairs read from the appellation labels themselves ("Développeur / Développeuse", "Contrôleur comptable et financier / Contrôleuse comptable et financière"; words aligned, kept when they differ, share their first three letters and the feminine one ends in e): ${r.genderPairs} pairs. A label whose two sides are not such forms names two synonyms ("Responsable développement / Business Developer") and gives two labels.`,
            'Labels are stored as index words (`src/catalogs/job-title-tokens.ts`): bracketed and inclusive feminine endings dropped, folded (no case, no accents), French and English function words dropped, abbreviations spelled out (RH, DRH, DAF, DSI, IDE, AMP, AVS, HSE, HR…), feminine words mapped to the masculine, plural s dropped; ESCO labels also lose seniority and contract words (senior, junior, graduate, trainee…), as titles do at prediction time. The head word (occupation noun) comes first: the first word of a French label, the last word before "of"/"for" of an English one.',
            `ESCO occupations: each is attached to one appellation — among those the ESCO–ROME mapping gives for it, the one whose label best matches the occupation's French labels (exact matches preferred, then close, narrow, broad); an occupation outside the mapping only on a near-exact French label (score ≥ 0.9). ${r.escoMapped} of ${r.escoTotal} occupations are attached; their English and French preferred labels (${r.labels.b}) and alternative labels (${r.labels.c}, at most 8 words) become labels of that appellation (ESCO hidden labels included as the source merges them into the alternatives). An alternative label given to occupations of several fiches is kept only for a fiche holding most of its occurrences (${r.droppedAmbiguous} dropped: "analyst", "senior data analyst" for a call-centre analyst…).`,
            `One-word ESCO labels of a generic head word dropped (${r.droppedGeneric}): a word that heads labels (in its language) of 10 fiches or more names an occupation alone only for a fiche holding at least 10 % of them ("manager" was a stage manager, "engineer" a ship's engineer, "vendeur" a sales assistant; "chef", whose English labels are cooks', stays).`,
            `Head words: a bare first word of appellation labels ("infirmier") leads to the most generic appellation of the fiche that holds at least 30 % of the appellations starting with that word and twice as many as any other fiche, when no label is that word alone (${r.labels.h} such words; "technicien", "responsable", "chef" lead nowhere).`,
            `Our English resume titles (\`data/rome-titles-supplement.csv\`, ${r.supplement} labels): "Care Assistant", "Warehouse Operative", "Letting Negotiator"… become labels of their appellation, as an ESCO preferred label would; an ESCO label with the same words is dropped (${r.overridden}): ours say where such a title belongs.`,
            'Label weights (the best score a label can give): ROME label 1, ESCO preferred 0.95, our English resume titles 0.95, ESCO alternative 0.9, head word 0.8.',
            'gzip level 9 with a fixed header (mtime 0, OS byte 255).',
          ],
          licence:
            'ROME 4.0: Licence Ouverte / Open Licence v2.0 (Etalab), France Travail. ESCO and the ESCO–ROME mapping: European Commission reuse policy (Decision 2011/833/EU; the source repositories redistribute ESCO under CC BY 4.0) — modified.',
          attribution: [
            'Source : France Travail, Répertoire Opérationnel des Métiers et des Emplois (ROME 4.0, version 460), Licence Ouverte v2.0 — données modifiées (libellés indexés, mots féminins rapprochés des masculins).',
            'ESCO – European Skills, Competences, Qualifications and Occupations, © European Union, https://esco.ec.europa.eu — modified (occupation labels attached to ROME appellations).',
            'Mapping ESCO – ROME V1.4 (07/06/2022), Pôle emploi – France, ESCO portal.',
          ],
        },
      ],
    };
  },
};
