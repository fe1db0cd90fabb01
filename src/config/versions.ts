/** Version of the API description (spec section 9); also `info.version` of the OpenAPI document. */
export const API_VERSION = '2026-10-01';

/**
 * Version of this build, reported by the status endpoint. Kept as a constant rather than read
 * from package.json so that nothing does I/O at import time; a unit test keeps the two equal.
 */
export const SERVICE_VERSION = '0.1.0';
