/**
 * The response of the V3 parser (spec 2.1), field for field: every field always present, null
 * only where the spec allows, enums only from their allowed sets. The pipeline fills a
 * `ResumeProfile` (everything but the request-level fields); the endpoint adds the rest.
 */

export const EQF_LEVELS = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6', 'Level 7', 'Level 8', 'Other'] as const;
export type EqfLevel = (typeof EQF_LEVELS)[number];

export const EXPERIENCE_LEVELS = ['0 to 1 year', '1 to 3 years', '3 to 5 years', '5 to 10 years', 'More than 10 years'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const CONTRACT_TYPES = [
  'Permanent contract',
  'Fixed-term contract',
  'Temporary assignment',
  'Internship',
  'Apprenticeship',
  'Freelance',
  'Volunteering',
  'Other',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const LANGUAGE_LEVELS = [
  'Native or Bilingual (C2)',
  'Full Professional Proficiency (C1)',
  'Professional Working Proficiency (B2)',
  'Limited Working Proficiency (B1)',
  'Advanced Basic Proficiency (A2)',
  'Introductory Proficiency (A1)',
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const SKILL_TYPES = ['Hard skill', 'Soft skill', 'Software skill'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export interface Location {
  country: string | null;
  country_code: string | null;
  region: string | null;
  department: string | null;
  city: string | null;
  postal_code: string | null;
  full_address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type EducationLocation = Omit<Location, 'latitude' | 'longitude'>;

export interface OtherCity {
  city: string;
  country: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface InfoCandidate {
  full_name: string | null;
  last_name: string | null;
  first_name: string | null;
  email: string | null;
  phone_number: string | null;
  birth_date: string | null;
  age: number | null;
  availability_now: boolean | null;
  availability_date: string | null;
  driver_license: string[];
  job_title: string | null;
  education_name: string | null;
  education_level: EqfLevel | null;
  experience_level: ExperienceLevel | null;
  linkedin_url: string | null;
  github_url: string | null;
  other_urls: string[];
  location: Location;
  mobility: { can_work_in_other_cities: boolean | null; other_cities: OtherCity[] };
}

export interface WorkExperience {
  company_name: string | null;
  job_title: string | null;
  description: string | null;
  contract_type: ContractType | null;
  start_date: string | null;
  end_date: string | null;
  currently_active: boolean | null;
  work_experience_country: string | null;
  work_experience_country_code: string | null;
  work_experience_city: string | null;
  work_experience_postal_code: string | null;
  experience_duration: number | null;
}

export interface Education {
  degree_title: string | null;
  school_name: string | null;
  description: string | null;
  degree_type: EqfLevel | null;
  start_date: string | null;
  end_date: string | null;
  currently_active: boolean | null;
  location: EducationLocation;
}

export interface RomeJob {
  job_title: string;
  job_code: string;
  rome_title: string;
  rome_code: string;
  prediction_score: number;
}

export interface LanguageEntry {
  language: string;
  level: LanguageLevel | null;
}

export interface SkillEntry {
  skill_title: string;
  skill_type: SkillType;
  status: 'normalized' | 'raw';
  domain: string | null;
  subcategory: string | null;
}

export interface InfoResume {
  application_id: string | null;
  date_parsing: string;
  language: string | null;
  url: string | null;
  face_url: string | null;
  face_url_expires_at: string | null;
  text: string;
}

export interface ParsedResume {
  status: 'success';
  upstream_status?: 'partial';
  request_id: string;
  warnings: string[];
  errors: string[];
  info_resume: InfoResume;
  info_candidate: InfoCandidate;
  work_experiences: WorkExperience[];
  educations: Education[];
  rome_jobs: RomeJob[];
  languages: LanguageEntry[];
  skills: SkillEntry[];
  certifications: string[];
  interests: string[];
}
