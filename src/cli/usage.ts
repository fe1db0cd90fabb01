/** The `recruit` help texts: the whole list, and one per command (`recruit <command> --help`). */

const OUTPUT_OPTIONS = `  --json     the answer as JSON on one line (the default)
  --pretty   the answer as indented JSON`;

const NO_SERVER = `Runs in this process, as the server would, with the server's environment (the engine is the
built-in one, or the OpenAI-compatible one when RECRUIT_LLM_BASE_URL is set): no server, no key,
no credit, and nothing is stored. Errors go to stderr with the service's error code and message,
exit code 1.`;

const PARSE = `Usage: recruit parse FILE [--json|--pretty]

Parses the resume in FILE (- reads standard input) and prints the answer of POST /api/v3/parser.
The format is detected from the content, never from the name: PDF, DOC, DOCX, ODT, PPT, PPTX,
ODP, XLS, RTF, TXT, JPG/JPEG, PNG or BMP; scans are read with OCR. As nothing is stored,
info_resume.url and face_url are null.

${OUTPUT_OPTIONS}

${NO_SERVER} For example:
  recruit: scan.pdf: DOCUMENT_TEXT_EMPTY: The text could not be extracted from this document. …`;

const CRITERIA = `Usage: recruit criteria JOB [--json|--pretty]

Prints the weighted criteria that POST /api/v1/jobs/extract-criteria returns for the job
description in the text file JOB (- reads standard input; UTF-8, UTF-16 with a BOM, or
Windows-1252): {"matching_criteria": […]}.

${OUTPUT_OPTIONS}

${NO_SERVER}`;

const MATCH = `Usage: recruit match JOB CV [--json|--pretty]

Parses the resume CV (any format recruit parse reads), extracts the criteria of the job
description in the text file JOB, and prints the answer of POST /api/v1/matching/job-candidate
for the resume's text against those criteria: {"score", "summary", "evaluated_criteria"}.
One of JOB and CV may be - (standard input).

${OUTPUT_OPTIONS}

${NO_SERVER}`;

const RANK = `Usage: recruit rank JOB CV... [--json|--pretty]

Parses 1 to 10 resumes and prints the answer of POST /api/v1/matching/job-candidates/rank for the
job description in the text file JOB: {"rankings": […]}, each candidate_id the CV argument as
given. Ten is the endpoint's limit: for more resumes, pre-filter them, or score each one with
recruit match against the same JOB. One of JOB and the CVs may be - (standard input).

${OUTPUT_OPTIONS}

${NO_SERVER}`;

const STORE = 'Uses the server\'s store (RECRUIT_DATA_DIR or RECRUIT_DATABASE_URL) and works while the server runs.';

const KEYS = `Usage: recruit keys create [--credits N]
       recruit keys rotate KEY
       recruit keys revoke KEY

  keys create [--credits N]   create an account holding N credits (default 0) and its first key;
                              the key is printed once, alone on the last line
  keys rotate KEY             issue a new key on KEY's account and revoke KEY at once;
                              the new key is printed alone on the last line
  keys revoke KEY             revoke KEY at once

${STORE}`;

const CREDITS = `Usage: recruit credits add KEY N
       recruit credits show KEY

  credits add KEY N           add N credits to KEY's account; prints the new balance last
  credits show KEY            print the balance of KEY's account

${STORE}`;

const FILES = `Usage: recruit files purge [--older-than 30d]

Deletes stored originals and photos older than that (all of them without the option), and every
expired temporary photo.

${STORE}`;

export const USAGE = `Usage: recruit <command> [arguments]

Run the service's pipeline here, without a server, a key or credits (JSON on stdout):
  parse FILE                  parse a resume (13 formats, detected from content): the answer
                              of POST /api/v3/parser
  criteria JOB                the criteria of the job description in the text file JOB
                              (POST /api/v1/jobs/extract-criteria)
  match JOB CV                parse CV and evaluate it against JOB's criteria
                              (POST /api/v1/matching/job-candidate)
  rank JOB CV...              parse 1 to 10 resumes and rank them for JOB
                              (POST /api/v1/matching/job-candidates/rank)
  Options: --json (one line, the default) or --pretty. A FILE, JOB or CV may be - (standard input).

Manage the server's keys and credits:
  keys create [--credits N]   create an account holding N credits (default 0) and its first key;
                              the key is printed once, alone on the last line
  keys rotate KEY             issue a new key on KEY's account and revoke KEY at once;
                              the new key is printed alone on the last line
  keys revoke KEY             revoke KEY at once
  credits add KEY N           add N credits to KEY's account; prints the new balance last
  credits show KEY            print the balance of KEY's account
  files purge [--older-than 30d]
                              delete stored originals and photos older than that (all of them
                              without the option), and every expired temporary photo

recruit <command> --help shows one command's usage. The CLI uses the server's environment
(RECRUIT_DATA_DIR, RECRUIT_LLM_BASE_URL, …); key and credit commands work while the server runs.
Exit codes: 0 done, 1 failed (message on stderr), 2 bad command line.`;

/** One text per first word of a command line. */
const TOPICS: Readonly<Record<string, string>> = {
  parse: PARSE,
  criteria: CRITERIA,
  match: MATCH,
  rank: RANK,
  keys: KEYS,
  credits: CREDITS,
  files: FILES,
};

export function isHelpTopic(word: string): boolean {
  return Object.hasOwn(TOPICS, word);
}

/** The usage of one command, or the whole list. */
export function usageOf(topic?: string): string {
  return topic === undefined ? USAGE : TOPICS[topic] ?? USAGE;
}
