import { createHash, randomBytes } from 'node:crypto';

/**
 * API key format: `rk_live_` + 32 random bytes in base64url (256 bits, 43 characters).
 * The prefix makes a leaked key recognisable by secret scanners; the body is never stored,
 * only its SHA-256 (a fast hash is right here: the input has 256 bits of entropy, so there is
 * nothing to brute-force, and the lookup stays one indexed equality).
 */
export const API_KEY_PREFIX = 'rk_live_';
const API_KEY_PATTERN = /^rk_live_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Cheap syntactic check, so that garbage never reaches the store. */
export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Public identifier of a key (`key_…`), safe to log and print; unrelated to the key's bytes. */
export function generateKeyId(): string {
  return 'key_' + randomBytes(8).toString('hex');
}

export function generateAccountId(): string {
  return 'acc_' + randomBytes(8).toString('hex');
}
