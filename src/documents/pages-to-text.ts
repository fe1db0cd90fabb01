/**
 * Plain text of pages: items grouped into lines by their y, left to right, pages separated by a
 * blank line. A convenience for tests, logs and the `info_resume.text` field; the parsing pipeline
 * works on the positioned items themselves.
 */
import type { Page } from './types.js';

export function pagesToText(pages: Page[]): string {
  return pages
    .map((page) => {
      const items = [...page.items].sort((a, b) => a.y - b.y || a.x - b.x);
      const lines: string[] = [];
      let lastY = Number.NaN;
      let line = '';
      let lastEnd = 0;
      for (const item of items) {
        if (Number.isNaN(lastY) || Math.abs(item.y - lastY) > item.height / 2) {
          if (line !== '') lines.push(line);
          line = '';
          lastY = item.y;
        } else if (item.x > lastEnd + 1) {
          line += ' ';
        }
        line += item.text;
        lastEnd = item.x + item.width;
      }
      if (line !== '') lines.push(line);
      return lines.join('\n');
    })
    .join('\n\n');
}
