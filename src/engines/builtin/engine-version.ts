/** Version of the built-in engine's behaviour, reported by the status endpoint. */
export const BUILTIN_ENGINE_VERSION = 'builtin-1';
