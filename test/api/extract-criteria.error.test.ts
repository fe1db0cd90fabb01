import { describe } from 'vitest';
import { EXTRACT } from '../helpers/endpoints.js';
import { describeSharedJsonErrors } from '../helpers/json-body-cases.js';
import { describeEngineErrors } from '../helpers/engine-error-cases.js';

// Spec 7.2: extract-criteria has only the shared rows (body, unsupported fields, job_text).
describe('POST /api/v1/jobs/extract-criteria errors', () => {
  describeSharedJsonErrors(EXTRACT);
  describeEngineErrors(EXTRACT);
});
