import { describe, expect, it } from 'vitest';
import { HEADING_WORDS } from '../../../src/text/find-sections.js';
import { joinLetterSpacing } from '../../../src/text/letter-spacing.js';

const headingWord = (folded: string) => HEADING_WORDS.has(folded);

describe('joinLetterSpacing', () => {
  it.each([
    ['C O N TA C T', 'CONTACT'],
    ['E X P É R I E N C E S P R O F E SS I O N N E L L E S', 'EXPÉRIENCES PROFESSIONNELLES'],
    ["C E N T R E S D ' I N T É R Ê T", "CENTRES D'INTÉRÊT"],
    ['W O R K  E X P E R I E N C E', 'WORK EXPERIENCE'],
    ['S k i l l s', 'Skills'],
  ])('joins the letter-spaced heading %j', (spaced, joined) => {
    expect(joinLetterSpacing(spaced, headingWord)).toBe(joined);
  });

  it('joins letter-spaced words the writer separated by two spaces, known or not', () => {
    expect(joinLetterSpacing('J A N E  E X A M P L E', headingWord)).toBe('JANE EXAMPLE');
  });

  it('leaves a run it cannot cut into known words as written (a name, for the name step)', () => {
    expect(joinLetterSpacing('J A N E E X A M P L E', headingWord)).toBe('J A N E E X A M P L E');
  });

  it('leaves ordinary lines alone', () => {
    for (const line of ['Java, C, R, Go', 'A B C', 'Permis B', 'Anglais : B2 – C1', 'Level 3 Diploma in Food Hygiene']) {
      expect(joinLetterSpacing(line, headingWord)).toBe(line);
    }
  });
});
