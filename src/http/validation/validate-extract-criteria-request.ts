import { ExtractCriteriaRequestSchema } from '../schemas/json-endpoint-schemas.js';
import { expectJsonObject, readTextField, rejectUnsupportedFields, type JsonRequest } from './field-checks.js';

const ACCEPTED_FIELDS = Object.keys(ExtractCriteriaRequestSchema.shape);

/** Spec 4.2 and 7.2, in the table's order; returns the trimmed job text. */
export function validateExtractCriteriaRequest(request: JsonRequest): { jobText: string } {
  const body = expectJsonObject(request);
  rejectUnsupportedFields(body, ACCEPTED_FIELDS);
  return { jobText: readTextField(body, 'job_text') };
}
