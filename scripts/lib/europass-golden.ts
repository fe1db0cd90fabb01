/**
 * Europass CV PDFs of ../shared/corpus/europass as golden documents, read at run time and never
 * copied into the repository (ewa-cedefop is AGPL-3.0, rest-examples-java states no licence).
 * Each PDF carries its own Europass XML (an embedded file, or a file-attachment annotation): the
 * expected profile is derived from that XML, so the ground truth is the one the PDF was printed
 * from. Fields the PDF does not print (PrintingPreferences `show="false"`) are expected null;
 * free-text fields (skills, activities) are not scored.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadPdfjs } from '../../src/documents/pdf/load-pdfjs.js';
import { DEFAULT_READ_LIMITS } from '../../src/documents/types.js';
import { attr, childElements, descendants, firstChild, parseXml, type XmlElement } from '../../src/documents/xml.js';
import type { Golden } from '../../test/golden/resumes/score-profile.js';

export interface CorpusDocument {
  name: string;
  bytes: Uint8Array;
  golden: Golden;
}

const CEFR: Record<string, string> = {
  C2: 'Native or Bilingual (C2)',
  C1: 'Full Professional Proficiency (C1)',
  B2: 'Professional Working Proficiency (B2)',
  B1: 'Limited Working Proficiency (B1)',
  A2: 'Advanced Basic Proficiency (A2)',
  A1: 'Introductory Proficiency (A1)',
};

function text(el: XmlElement | null): string | null {
  if (!el) return null;
  const s = el.children.map((c) => (typeof c === 'string' ? c : (text(c) ?? ''))).join('').trim();
  return s === '' ? null : s;
}

/** The element at a child path (`ContactInfo/Email/Contact`), or null. */
function at(el: XmlElement | null, pathSpec: string): XmlElement | null {
  let cur = el;
  for (const name of pathSpec.split('/')) cur = cur ? firstChild(cur, name) : null;
  return cur;
}

const textAt = (el: XmlElement | null, p: string) => text(at(el, p));

/** Europass writes the United Kingdom as UK; ISO 3166-1 says GB. */
const isoCountry = (code: string | null) => (code === 'UK' ? 'GB' : code);

function ymd(el: XmlElement | null, end: boolean): string | null {
  if (!el) return null;
  const year = attr(el, 'year');
  const month = attr(el, 'month')?.replace(/-/g, '');
  const day = attr(el, 'day')?.replace(/-/g, '');
  if (!year) return null;
  if (day && month) return `${year}-${month}-${day}`;
  if (month) {
    const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    return `${year}-${month}-${end ? String(last).padStart(2, '0') : '01'}`;
  }
  return end ? `${year}-12-31` : `${year}-01-01`;
}

function e164(phone: string | null): string | null {
  return phone && phone.trim().startsWith('+') ? '+' + phone.replace(/\D/g, '') : null;
}

/** PrintingPreferences: a field is printed unless it or one of its parents says show="false". */
function printed(root: XmlElement): (field: string) => boolean {
  const hidden = new Set(
    descendants(root, 'Field')
      .filter((f) => attr(f, 'show') === 'false')
      .map((f) => (attr(f, 'name') ?? '').replace(/\[\d+\]/g, '')),
  );
  return (field) => {
    const parts = field.split('.');
    return !parts.some((_, i) => hidden.has(parts.slice(0, i + 1).join('.')));
  };
}

function period(el: XmlElement | null) {
  const current = textAt(el, 'Current') === 'true';
  return {
    start_date: ymd(at(el, 'From'), false),
    end_date: current ? null : ymd(at(el, 'To'), true),
    currently_active: current,
  };
}

function place(contact: XmlElement | null) {
  return {
    city: textAt(contact, 'Municipality'),
    postal_code: textAt(contact, 'PostalCode'),
    country: textAt(contact, 'Country/Label'),
    country_code: isoCountry(textAt(contact, 'Country/Code')),
  };
}

function median(levels: string[]): string | null {
  const sorted = levels.filter((l) => l in CEFR).sort();
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null;
}

/** Europass V3 (SkillsPassport) → expected profile and alternatives. */
function expectedV3(root: XmlElement): Pick<Golden, 'expected' | 'alternatives'> {
  const shown = printed(root);
  const info = at(root, 'LearnerInfo');
  const id = at(info, 'Identification');
  const first = textAt(id, 'PersonName/FirstName');
  const last = textAt(id, 'PersonName/Surname');
  const phones = childElements(at(id, 'ContactInfo/TelephoneList') ?? root, 'Telephone')
    .map((t) => ({ number: e164(textAt(t, 'Contact')), mobile: textAt(t, 'Use/Code') === 'mobile' }))
    .filter((p) => p.number)
    .sort((a, b) => Number(b.mobile) - Number(a.mobile));
  const address = at(id, 'ContactInfo/Address/Contact');
  const ifShown = <T>(field: string, value: T): T | null => (shown(`LearnerInfo.${field}`) ? value : null);
  const works = childElements(at(info, 'WorkExperienceList') ?? root, 'WorkExperience').map((w) => {
    const p = place(at(w, 'Employer/ContactInfo/Address/Contact'));
    return {
      company_name: ifShown('WorkExperience.Employer', textAt(w, 'Employer/Name')),
      job_title: textAt(w, 'Position/Label'),
      ...period(at(w, 'Period')),
      work_experience_city: ifShown('WorkExperience.Employer', p.city),
      work_experience_country_code: ifShown('WorkExperience.Employer', p.country_code),
    };
  });
  const educations = childElements(at(info, 'EducationList') ?? root, 'Education').map((e) => {
    const p = place(at(e, 'Organisation/ContactInfo/Address/Contact'));
    return {
      degree_title: textAt(e, 'Title'),
      school_name: ifShown('Education.Organisation', textAt(e, 'Organisation/Name')),
      ...period(at(e, 'Period')),
      location: { city: ifShown('Education.Organisation', p.city), country_code: ifShown('Education.Organisation', p.country_code) },
    };
  });
  const linguistic = at(info, 'Skills/Linguistic');
  const languages = [
    ...descendants(linguistic ?? root, 'MotherTongue').map((m) => ({ language: textAt(m, 'Description/Label'), level: CEFR.C2 })),
    ...descendants(linguistic ?? root, 'ForeignLanguage').map((f) => {
      const levels = childElements(at(f, 'ProficiencyLevel') ?? f).map((l) => text(l) ?? '');
      const level = median(levels);
      return { language: textAt(f, 'Description/Label'), level: level ? CEFR[level] : null };
    }),
  ].filter((l) => l.language);
  const headline = ifShown('Headline', textAt(info, 'Headline/Description/Label'));
  const licences = shown('LearnerInfo.Skills.Driving') ? descendants(at(info, 'Skills/Driving') ?? root, 'Licence').map((l) => text(l)) : [];
  const birth = at(id, 'Demographics/Birthdate');
  const expected = {
    info_resume: { language: (attr(root, 'locale') ?? '').slice(0, 2).toUpperCase() || null },
    info_candidate: {
      full_name: [first, last].filter(Boolean).join(' ') || null,
      first_name: first,
      last_name: last,
      email: ifShown('Identification.ContactInfo.Email', textAt(id, 'ContactInfo/Email/Contact')?.toLowerCase() ?? null),
      phone_number: ifShown('Identification.ContactInfo.Telephone', phones[0]?.number ?? null),
      birth_date: ifShown('Identification.Demographics.Birthdate', ymd(birth, false)),
      job_title: headline ?? works.find((w) => w.currently_active)?.job_title ?? works[0]?.job_title ?? null,
      driver_license: licences,
      location: ifShown('Identification.ContactInfo.Address', place(address)) ?? place(null),
    },
    work_experiences: works,
    educations,
    languages: shown('LearnerInfo.Skills.Linguistic') ? languages : [],
  };
  const alternatives: Record<string, unknown[]> = {};
  if (phones.length > 1) alternatives['info_candidate.phone_number'] = phones.slice(1).map((p) => p.number);
  return { expected, alternatives };
}

/** Europass V2 (learnerinfo): identification only; lists are scored only when absent (then []). */
function expectedV2(root: XmlElement): Pick<Golden, 'expected'> {
  const id = firstChild(root, 'identification');
  const first = textAt(id, 'firstname');
  const last = textAt(id, 'lastname');
  const expected: Record<string, unknown> = {
    info_resume: { language: (attr(root, 'locale') ?? '').slice(0, 2).toUpperCase() || null },
    info_candidate: {
      full_name: [first, last].filter(Boolean).join(' ') || null,
      first_name: first,
      last_name: last,
      email: textAt(id, 'contactinfo/email')?.toLowerCase() ?? null,
      phone_number: e164(textAt(id, 'contactinfo/mobile') ?? textAt(id, 'contactinfo/telephone')),
      job_title: textAt(root, 'application/label'),
    },
  };
  if (!firstChild(root, 'workexperiencelist')) expected.work_experiences = [];
  if (!firstChild(root, 'educationlist')) expected.educations = [];
  return { expected };
}

async function embeddedXml(bytes: Uint8Array): Promise<string | null> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const files: Array<{ filename?: string; content?: Uint8Array }> = Object.values((await doc.getAttachments()) ?? {});
    for (let i = 1; i <= doc.numPages; i++) {
      for (const a of await (await doc.getPage(i)).getAnnotations()) if (a.file) files.push(a.file);
    }
    const xml = files.find((f) => f.filename?.toLowerCase().endsWith('.xml') && f.content);
    return xml?.content ? new TextDecoder().decode(xml.content) : null;
  } finally {
    await doc.destroy();
  }
}

function pdfsUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? pdfsUnder(p) : p.toLowerCase().endsWith('.pdf') ? [p] : [];
    })
    .sort();
}

export async function europassDocuments(corpusDir: string): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const file of pdfsUnder(path.join(corpusDir, 'europass'))) {
    const bytes = new Uint8Array(readFileSync(file));
    const xml = await embeddedXml(bytes);
    if (!xml) continue;
    const root = parseXml(xml, DEFAULT_READ_LIMITS, path.basename(file));
    const name = path.basename(file, '.pdf');
    const golden = root.name === 'SkillsPassport' ? expectedV3(root) : expectedV2(root);
    out.push({ name: `${name}.pdf`, bytes, golden: { id: `europass/${name}`, language: 'en', ...golden } });
  }
  return out;
}
