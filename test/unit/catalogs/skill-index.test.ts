/**
 * The machinery behind findMentions(): the tokenizer and the n-gram hashes stored in
 * data/skills.json.gz that let the scan stop early. These tests pin that the fast paths read
 * exactly what the plain ones would.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../src/catalogs/data-dir.js';
import { FLAG_FREE, MAX_MENTION_TOKENS, readSkillTables, type SkillTables } from '../../../src/catalogs/skill-data.js';
import { decodeHashes, encodeHashes, ngramHashes } from '../../../src/catalogs/skill-key-hash.js';
import { findSkillMentions } from '../../../src/catalogs/skill-mentions.js';
import { phraseKey, tokenize } from '../../../src/catalogs/skill-text.js';
import { fold } from '../../../src/text/fold.js';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let t: SkillTables;
beforeAll(() => {
  t = readSkillTables(defaultDataDir());
});

describe('tokenize', () => {
  const words = (s: string): string[] => tokenize(fold(s)).map((tk) => tk.text);

  it('keeps "&" inside short abbreviations, not between words', () => {
    expect(words('GD&T, R&D, M&A, AT&T')).toEqual(['gd&t', 'r&d', 'm&a', 'at&t']);
    expect(words('Rhino&Rhino Gold, sales & marketing')).toEqual(['rhino', 'rhino', 'gold', 'sales', 'marketing']);
    expect(phraseKey('GD&T').key).toBe('gd&t');
  });

  it('keeps "/" between single letters, not in C/C++ or between words', () => {
    expect(words('A/B testing, I/O')).toEqual(['a/b', 'testing', 'i/o']);
    expect(words('C/C++, CI/CD, UX/UI, Python/Django')).toEqual(['c', 'c++', 'ci', 'cd', 'ux', 'ui', 'python', 'django']);
  });

  it('offsets are offsets in the original text', () => {
    const text = 'Maîtrise d’Excel, GD&T et A/B testing.';
    for (const tk of tokenize(fold(text))) expect(fold(text.slice(tk.start, tk.end)).replace('œ', 'oe')).toBe(tk.text);
  });
});

describe('n-gram hashes', () => {
  it('the catalog file carries the hashes of its own free-text keys (rebuild after changing the code)', () => {
    const raw = JSON.parse(gunzipSync(readFileSync(join(defaultDataDir(), 'skills.json.gz'))).toString('utf8')) as {
      ngrams?: { prefixes: string; words: string };
    };
    expect(raw.ngrams).toBeDefined();
    const expected = ngramHashes(t.freeKeys(), MAX_MENTION_TOKENS);
    expect(raw.ngrams!.prefixes).toBe(encodeHashes(expected.prefixes));
    expect(raw.ngrams!.words).toBe(encodeHashes(expected.words));
    expect(decodeHashes(encodeHashes(expected.prefixes))).toEqual(expected.prefixes);
  });

  it('never stops a scan too early: every free-text key is found when written alone', () => {
    let checked = 0;
    let s = 0;
    for (const [key, slot] of t.slots) {
      const alias = t.slotMention[slot];
      if (alias < 0 || t.aliasFlag[alias] !== FLAG_FREE || s++ % 5 !== 0) continue;
      const ms = findSkillMentions(t, key);
      expect(ms.length > 0 && ms[0].start === 0 && ms[0].end === key.length, key).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(20_000);
  });
});
