/**
 * Characters that carry no text: icon-font glyphs (Private Use Area, e.g. Font Awesome's envelope
 * before an e-mail address), zero-width and soft-hyphen marks, and C0/C1 controls other than tab.
 * Removed once, where items are made, so that later steps see the same clean text for every format.
 * Typographic ligatures (ﬁ, ﬀ, ﬂ… U+FB00–FB06, written by publishing software into slides and
 * PDFs) are spelled out there too: "Oﬀicer" is "Officer" to every word table.
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\uE000-\uF8FF\u00AD\u200B-\u200D\u2060\uFEFF\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g;

const LIGATURE = /[\uFB00-\uFB06]/g;

export function cleanText(text: string): string {
  return text.replace(NOT_TEXT, '').replace(LIGATURE, (l) => l.normalize('NFKC'));
}
