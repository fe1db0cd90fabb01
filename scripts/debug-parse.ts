/**
 * Debug view of one document: its sections and lines as the parser reads them, then the entries
 * and fields it finds. `npx tsx scripts/debug-parse.ts FILE [--lines] [--fields exp,edu,skills,certs,langs]`.
 */
import { readFileSync } from 'node:fs';
import { readDocument } from '../src/documents/read-document.js';
import { buildResumeDocument } from '../src/parsing/build-resume-document.js';
import { buildProfile } from '../src/parsing/build-profile.js';
import { parsingCatalogs } from '../src/parsing/parsing-catalogs.js';

const file = process.argv[2]!;
const showLines = process.argv.includes('--lines');
const read = await readDocument(new Uint8Array(readFileSync(file)));
const doc = buildResumeDocument(read);
if (showLines) {
  for (const s of doc.sections) {
    console.log(`## [${s.kind}] ${JSON.stringify(s.heading ?? null)}`);
    for (const l of s.lines) console.log(`   ${l.bold ? 'B' : ' '} ${JSON.stringify(l.text)}`);
  }
}
const p = buildProfile(doc, parsingCatalogs(), new Date('2026-11-26'));
const c = p.info_candidate;
console.log(`name=${c.full_name} (${c.first_name} | ${c.last_name}) | title=${c.job_title} | phone=${c.phone_number} | city=${c.location.city} ${c.location.postal_code} ${c.location.country_code}`);
console.log(`email=${c.email} | birth=${c.birth_date} | licence=${JSON.stringify(c.driver_license)} | linkedin=${c.linkedin_url}`);
for (const w of p.work_experiences) console.log(`EXP ${w.job_title} @ ${w.company_name} [${w.start_date}..${w.end_date}${w.currently_active ? '+' : ''}]`);
for (const e of p.educations) console.log(`EDU ${e.degree_title} @ ${e.school_name} [${e.end_date}]`);
console.log(`SKILLS ${p.skills.map((s) => s.skill_title).join(' ; ')}`);
console.log(`CERTS ${p.certifications.join(' ; ')}`);
console.log(`LANGS ${p.languages.map((l) => `${l.language}:${l.level}`).join(' ; ')}`);
