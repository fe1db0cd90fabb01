import { describe, expect, it } from 'vitest';
import { parsingCatalogs } from '../../../../src/parsing/parsing-catalogs.js';
import { lineFeatures } from '../../../../src/parsing/line-labels/line-features.js';
import { lineTextFeatures } from '../../../../src/parsing/line-labels/line-text-features.js';
import type { ResumeLine } from '../../../../src/parsing/resume-document.js';
import { fold } from '../../../../src/text/fold.js';
import { makeResumeDocument } from '../make-resume-document.js';

const line = (text: string): ResumeLine => ({ index: 0, text, folded: fold(text), page: 0, x: 50, y: 50, fontSize: 10, bold: false });

describe('line features', () => {
  it('sees a date range alone on its line', () => {
    const f = lineTextFeatures(line('Sept. 2015 – déc. 2018'));
    expect(f).toContain('range');
    expect(f).toContain('range:start');
    expect(f).toContain('range:rest<=0');
  });

  it('sees contacts and postal codes', () => {
    expect(lineTextFeatures(line('jane.roe@example.com | +44 7700 900123'))).toEqual(expect.arrayContaining(['email', 'phone', 'pipe']));
    expect(lineTextFeatures(line('Leeds LS2 7EW'))).toContain('postcode:uk');
    expect(lineTextFeatures(line('12 rue des Lilas, 69003 Lyon'))).toEqual(expect.arrayContaining(['postcode:5', 'street']));
  });

  it('sees a heading in capitals and what the rules make of it', () => {
    const doc = makeResumeDocument(['# Jane Roe', '## EXPERIENCE', 'Nurse', '2019 – 2021']);
    const [, heading, , dates] = lineFeatures(doc, parsingCatalogs());
    expect(heading).toEqual(expect.arrayContaining(['caps:all', 'short&caps', 'rh:experience', 'rh:alone', 'bold']));
    expect(dates).toEqual(expect.arrayContaining(['range', 'pp:rh:experience']));
  });

  it('gives the same features to the same document', () => {
    const doc = makeResumeDocument(['# Jane Roe', 'jane.roe@example.com', '## SKILLS', 'Excel, SQL']);
    expect(lineFeatures(doc, parsingCatalogs())).toEqual(lineFeatures(doc, parsingCatalogs()));
  });
});
