import { z } from 'zod';
import { CONTRACT_TYPES, EQF_LEVELS, EXPERIENCE_LEVELS, LANGUAGE_LEVELS, SKILL_TYPES } from '../../parsing/parsed-resume.js';

/**
 * Wire schema of the V3 parser's answer (spec 2.1). Every field is required (always present),
 * nullable only where the spec allows, enums closed. The route checks its own answer against it
 * before sending: a result that does not fit is the spec's 502 ("returned an invalid result"),
 * never a malformed 200.
 */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('`YYYY-MM-DD`.');
const str = (description: string) => z.string().nullable().describe(description);

const AddressFields = {
  country: str('Country name.'),
  country_code: z.string().regex(/^[A-Z]{2}$/).nullable().describe('ISO 3166-1 alpha-2.'),
  region: str('Region.'),
  department: str('Department (France) or county.'),
  city: str('City.'),
  postal_code: str('Postal code.'),
  full_address: str('Single-line address, when a street is written.'),
};

const LocationSchema = z.strictObject({
  ...AddressFields,
  latitude: z.number().nullable().describe('From geocoding.'),
  longitude: z.number().nullable().describe('From geocoding.'),
});

const InfoCandidateSchema = z.strictObject({
  full_name: str('Name as written.'),
  last_name: str('Family name.'),
  first_name: str('Given name(s).'),
  email: str('Lower-cased.'),
  phone_number: str('E.164; the country is inferred from the resume, France by default.'),
  birth_date: date.nullable().describe('A year alone becomes `YYYY-01-01`.'),
  age: z.number().nullable().describe('Years, as stated or inferred.'),
  availability_now: z.boolean().nullable(),
  availability_date: date.nullable(),
  driver_license: z.array(z.string()).describe('Licences as written.'),
  job_title: str('Target or current title; falls back to the most recent position.'),
  education_name: str('Highest qualification.'),
  education_level: z.enum(EQF_LEVELS).nullable(),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  linkedin_url: str('LinkedIn profile URL.'),
  github_url: str('GitHub profile URL.'),
  other_urls: z.array(z.string()),
  location: LocationSchema,
  mobility: z.strictObject({
    can_work_in_other_cities: z.boolean().nullable().describe('Null when not mentioned.'),
    other_cities: z.array(
      z.strictObject({
        city: z.string(),
        country: z.string().nullable(),
        postal_code: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    ),
  }),
});

const WorkExperienceSchema = z.strictObject({
  company_name: str('Employer.'),
  job_title: str('Title.'),
  description: str('Tasks and achievements.'),
  contract_type: z.enum(CONTRACT_TYPES).nullable(),
  start_date: date.nullable().describe('A year alone becomes `YYYY-01-01`; a month alone its first day.'),
  end_date: date.nullable().describe('Null for an ongoing role; a year alone becomes `YYYY-12-31`; a month alone its last day.'),
  currently_active: z.boolean().nullable(),
  work_experience_country: str('Country.'),
  work_experience_country_code: z.string().regex(/^[A-Z]{2}$/).nullable(),
  work_experience_city: str('City.'),
  work_experience_postal_code: str('Postal code.'),
  experience_duration: z.number().nullable().describe('Months.'),
});

const EducationSchema = z.strictObject({
  degree_title: str('Degree as written.'),
  school_name: str('School.'),
  description: str('Description.'),
  degree_type: z.enum(EQF_LEVELS).nullable().describe('EQF level.'),
  start_date: date.nullable(),
  end_date: date.nullable(),
  currently_active: z.boolean().nullable(),
  location: z.strictObject(AddressFields),
});

export const ParsedResumeSchema = z.strictObject({
  status: z.literal('success'),
  upstream_status: z.literal('partial').optional().describe('Present only when an optional step was skipped.'),
  request_id: z.string(),
  warnings: z.array(z.string()),
  errors: z.array(z.string()).max(0),
  info_resume: z.strictObject({
    application_id: z.string().nullable(),
    date_parsing: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/).describe('UTC, `YYYY-MM-DDTHH:mm:ss`.'),
    language: z.string().regex(/^[A-Z]{2}$/).nullable(),
    url: z.string().nullable().describe('URL of the stored original file; null when not stored.'),
    face_url: z.string().nullable(),
    face_url_expires_at: z.string().nullable(),
    text: z.string().describe('Full extracted text; may end with `[EXTRACTED_HYPERLINKS]` and `[PDF_ANNOTATION_TEXTS]` sections.'),
  }),
  info_candidate: InfoCandidateSchema,
  work_experiences: z.array(WorkExperienceSchema),
  educations: z.array(EducationSchema),
  rome_jobs: z.array(
    z.strictObject({
      job_title: z.string(),
      job_code: z.string(),
      rome_title: z.string(),
      rome_code: z.string(),
      prediction_score: z.number().min(0.7).max(1),
    }),
  ),
  languages: z.array(z.strictObject({ language: z.string(), level: z.enum(LANGUAGE_LEVELS).nullable() })),
  skills: z.array(
    z.strictObject({
      skill_title: z.string(),
      skill_type: z.enum(SKILL_TYPES),
      status: z.enum(['normalized', 'raw']),
      domain: z.string().nullable(),
      subcategory: z.string().nullable(),
    }),
  ),
  certifications: z.array(z.string()),
  interests: z.array(z.string()),
});
