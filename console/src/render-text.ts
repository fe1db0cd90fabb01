import { h } from './dom.js';
import type { Needle, Segment } from './find-spans.js';

/**
 * The resume text with the spots each parsed value was found at marked. A mark names its
 * field(s) in its title and in `data-needles`, which the profile's "in text" buttons look up.
 */
export function renderResumeText(segments: readonly Segment[], needles: ReadonlyMap<string, Needle>, language: string | null): HTMLElement {
  const pre = h('pre', { class: 'resume-text', tabindex: 0, 'aria-label': 'Resume text', ...(language ? { lang: language.toLowerCase() } : {}) });
  for (const segment of segments) {
    if (segment.needleIds.length === 0) {
      pre.append(segment.text);
      continue;
    }
    const named = segment.needleIds.map((id) => needles.get(id)).filter((needle): needle is Needle => needle !== undefined);
    const labels = named.map((needle) => needle.label).join(', ');
    pre.append(h('mark', { class: `hl hl-${named[0]?.kind ?? 'identity'}`, 'data-needles': segment.needleIds.join(' '), title: labels, tabindex: -1 }, segment.text));
  }
  return pre;
}

export function renderLegend(found: number, total: number): HTMLElement {
  return h(
    'p',
    { class: 'legend' },
    h('span', { class: 'hl hl-identity' }, 'identity'),
    ' ',
    h('span', { class: 'hl hl-experience' }, 'experience'),
    ' ',
    h('span', { class: 'hl hl-education' }, 'education'),
    ` · ${found} of ${total} values found in the text (case and accents ignored)`,
  );
}

/** Scrolls the text to the first spot of a value and makes it blink once. */
export function locate(container: HTMLElement, needleId: string): void {
  const mark = [...container.querySelectorAll<HTMLElement>('mark[data-needles]')].find((element) => element.dataset.needles?.split(' ').includes(needleId));
  if (!mark) return;
  mark.scrollIntoView({ block: 'center', behavior: 'smooth' });
  mark.classList.remove('flash');
  // Restarts the animation when the same value is located twice.
  void mark.offsetWidth;
  mark.classList.add('flash');
  mark.focus({ preventScroll: true });
}
