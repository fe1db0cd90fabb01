import { describe, expect, it } from 'vitest';
import { resumeText } from '../../../src/parsing/resume-text.js';

describe('resumeText (spec 2.1 info_resume.text)', () => {
  it('appends the link and annotation sections only when there is something to list', () => {
    expect(resumeText('Jeanne Exemple', [], [])).toBe('Jeanne Exemple');
    expect(resumeText('Jeanne Exemple', ['https://a.example.com/', 'mailto:j@example.com'], ['Note'])).toBe(
      'Jeanne Exemple\n\n[EXTRACTED_HYPERLINKS]\nhttps://a.example.com/\nmailto:j@example.com\n\n[PDF_ANNOTATION_TEXTS]\nNote',
    );
  });
});
