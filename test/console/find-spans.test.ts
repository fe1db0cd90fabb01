import { describe, expect, it } from 'vitest';
import { findHits, segmentText, type Needle } from '../../console/src/find-spans.js';

const needle = (id: string, value: string, how: Needle['how'] = 'words'): Needle => ({ id, label: id, kind: 'identity', value, how });
const spots = (text: string, ...needles: Needle[]) => findHits(text, needles).map((hit) => `${hit.needleId}:${text.slice(hit.start, hit.end)}`);

describe('where the console marks a parsed value in the resume text', () => {
  it('ignores case and accents, and keeps the text as written', () => {
    expect(spots('ZOË PEMBERTON\nSenior data analyst', needle('name', 'Zoe Pemberton'), needle('title', 'Senior Data Analyst'))).toEqual(['name:ZOË PEMBERTON', 'title:Senior data analyst']);
    expect(spots('Université de Val-Brûlé', needle('school', 'universite de val-brule'))).toEqual(['school:Université de Val-Brûlé']);
  });

  it('maps offsets back through decomposed accents and ligature-free folding', () => {
    const text = 'Ze\u0301lie Exemple, Lyon';
    expect(spots(text, needle('name', 'Zélie Exemple'), needle('city', 'lyon'))).toEqual(['name:Ze\u0301lie Exemple', 'city:Lyon']);
  });

  it('lets a value run over a line break or double spaces', () => {
    expect(spots('Kestrel &\n  Finch Insurance', needle('company', 'Kestrel & Finch Insurance'))).toEqual(['company:Kestrel &\n  Finch Insurance']);
  });

  it('matches whole words only, every occurrence', () => {
    expect(spots('Leedsville, Leeds and leeds', needle('city', 'Leeds'))).toEqual(['city:Leeds', 'city:leeds']);
  });

  it('finds a phone by its digits, in the international or the national form', () => {
    expect(spots('Tel: +44 7700 900123 or 07700-900-123', needle('phone', '+447700900123', 'phone'))).toEqual(['phone:+44 7700 900123', 'phone:07700-900-123']);
    expect(spots('06 12 34 56 78', needle('phone', '+33612345678', 'phone'))).toEqual(['phone:06 12 34 56 78']);
    expect(spots('Born 1990 12 34 56 78 99', needle('phone', '+33612345678', 'phone'))).toEqual([]);
  });

  it('finds a URL written without its scheme or www', () => {
    expect(spots('linkedin.com/in/zoe-pemberton-example', needle('in', 'https://www.linkedin.com/in/zoe-pemberton-example/', 'url'))).toEqual(['in:linkedin.com/in/zoe-pemberton-example']);
  });

  it('skips values too short to mean anything', () => {
    expect(spots('R and Python', needle('skill', 'R'))).toEqual([]);
  });

  it('cuts the text into runs, overlaps listing every value', () => {
    const text = 'Senior Data Analyst, Harrowgate';
    const hits = findHits(text, [needle('title', 'Senior Data Analyst'), needle('exp', 'Data Analyst'), needle('company', 'Harrowgate')]);
    expect(segmentText(text, hits)).toEqual([
      { text: 'Senior ', needleIds: ['title'] },
      { text: 'Data Analyst', needleIds: ['title', 'exp'] },
      { text: ', ', needleIds: [] },
      { text: 'Harrowgate', needleIds: ['company'] },
    ]);
    expect(segmentText('plain', [])).toEqual([{ text: 'plain', needleIds: [] }]);
  });
});
