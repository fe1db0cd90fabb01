/**
 * Plain text of pages: items in their reading order (the `Page.items` contract), a new line when
 * an item leaves the current line (another baseline, or back to the left), a space where items are
 * apart, pages separated by a blank line. A convenience for tests, logs and `info_resume.text`.
 */
import type { Page } from './types.js';

export function pagesToText(pages: Page[]): string {
  return pages
    .map((page) => {
      const lines: string[] = [];
      let line = '';
      let lastY = Number.NaN;
      let lastEnd = 0;
      for (const item of page.items) {
        const newLine = Number.isNaN(lastY) || Math.abs(item.y - lastY) > item.height / 2 || item.x < lastEnd - item.fontSize;
        if (newLine) {
          if (line !== '') lines.push(line);
          line = '';
          lastY = item.y;
        } else if (item.x > lastEnd + item.fontSize * 0.15 && !line.endsWith(' ') && !item.text.startsWith(' ')) {
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
