import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, generateApiKey, hashApiKey, isWellFormedApiKey } from '../../../src/auth/api-key-format.js';

describe('API key format', () => {
  it('carries 256 random bits after a recognisable prefix', () => {
    const key = generateApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(new Set(Array.from({ length: 100 }, generateApiKey)).size).toBe(100);
  });

  it.each(['', 'rk_live_', 'rk_test_' + 'a'.repeat(43), `rk_live_${'a'.repeat(42)}`, `rk_live_${'a'.repeat(44)}`, ` rk_live_${'a'.repeat(43)}`, `rk_live_${'a'.repeat(42)}=`])(
    'rejects %j as malformed',
    (key) => {
      expect(isWellFormedApiKey(key)).toBe(false);
    },
  );

  it('hashes with SHA-256 to hex', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
