import { DocumentError } from '../../../src/documents/types.js';

/** The DocumentError `run` throws; any other outcome fails the test. */
export function documentError(run: () => unknown): DocumentError {
  try {
    run();
  } catch (err) {
    if (err instanceof DocumentError) return err;
    throw err;
  }
  throw new Error('expected a DocumentError');
}
