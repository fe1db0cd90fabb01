/**
 * Characters that open a list item or decorate a heading, for a regex character class (`u` flag):
 * bullets (• · ‣ ⁃ ∙), arrows (→ ➔), geometric shapes (◆ ▸ ■ ○), symbols and dingbats (★ ✓ ❖ ✉),
 * the private-use glyphs of icon fonts (a phone or an envelope drawn by an icon font reads as
 * U+F095) and pictographs (💼 📞). One list for every step that strips or notices a bullet, so
 * that a glyph one layout uses is a bullet everywhere.
 */
export const BULLET_CHARS = '•·‣⁃∙\\u2190-\\u21FF\\u25A0-\\u25FF\\u2600-\\u26FF\\u2700-\\u27BF\\u2B00-\\u2BFF\\uE000-\\uF8FF\\u{1F300}-\\u{1FAFF}';
