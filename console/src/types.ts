/**
 * The parts of the service's answers the console reads (docs/api-guide.md, /docs). Declared
 * here rather than imported from src/: the console is a client of the HTTP contract, not of the
 * server's code.
 */

export interface Location {
  country: string | null;
  city: string | null;
  postal_code: string | null;
}

export interface ParsedResume {
  request_id: string;
  warnings: string[];
  upstream_status?: 'partial';
  info_resume: {
    application_id: string | null;
    language: string | null;
    url: string | null;
    face_url: string | null;
    face_url_expires_at: string | null;
    text: string;
  };
  info_candidate: {
    full_name: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone_number: string | null;
    job_title: string | null;
    education_level: string | null;
    experience_level: string | null;
    driver_license: string[];
    linkedin_url: string | null;
    github_url: string | null;
    other_urls: string[];
    location: Location & { region: string | null };
  };
  work_experiences: Array<{
    company_name: string | null;
    job_title: string | null;
    description: string | null;
    contract_type: string | null;
    start_date: string | null;
    end_date: string | null;
    currently_active: boolean | null;
    work_experience_city: string | null;
    work_experience_country: string | null;
    experience_duration: number | null;
  }>;
  educations: Array<{
    degree_title: string | null;
    school_name: string | null;
    description: string | null;
    degree_type: string | null;
    start_date: string | null;
    end_date: string | null;
    currently_active: boolean | null;
    location: Location;
  }>;
  rome_jobs: Array<{ job_title: string; job_code: string; rome_title: string; rome_code: string; prediction_score: number }>;
  languages: Array<{ language: string; level: string | null }>;
  skills: Array<{ skill_title: string; skill_type: string; status: 'normalized' | 'raw'; domain: string | null; subcategory: string | null }>;
  certifications: string[];
  interests: string[];
}

export interface Criterion {
  id: string;
  label: string;
  weight: number;
  is_mandatory: boolean;
  rationale: string;
}

export interface EvaluatedCriterion extends Criterion {
  match_status: 'ideal' | 'potential' | 'not_mentioned' | 'not_valid';
  match_explanation: string;
}

export interface MatchResult {
  score: number;
  summary: string;
  evaluated_criteria: EvaluatedCriterion[];
}

export interface RankResult {
  rankings: Array<{ rank: number; candidate_id: string; score: number; rationale: string }>;
}
