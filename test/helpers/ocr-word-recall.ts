/**
 * The `ocr` comparison rule of test/fixtures/documents/expected/README.md: the share of the
 * expected words (3 or more letters or digits, case-folded, accents kept, counted with
 * multiplicity) found among the extracted words. Lenient on what OCR gets wrong without being
 * the reader's fault (`’` read as `'`, a bullet as `«`), strict on every letter of a word.
 */
function words(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]{3,}/gu) ?? []).map((w) => w.toLowerCase());
}

export function ocrWordRecall(expected: string, extracted: string): { recall: number; missing: string[] } {
  const have = new Map<string, number>();
  for (const w of words(extracted)) have.set(w, (have.get(w) ?? 0) + 1);
  const want = words(expected);
  const missing: string[] = [];
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) have.set(w, n - 1);
    else missing.push(w);
  }
  return { recall: want.length === 0 ? 1 : (want.length - missing.length) / want.length, missing };
}
