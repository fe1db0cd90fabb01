import { fill, h } from './dom.js';
import { ConsoleProblem } from './render-error.js';
import type { Criterion } from './types.js';

const WEIGHTS: Array<[number, string]> = [
  [3, '3 · essential'],
  [2, '2 · important'],
  [1, '1 · nice to have'],
];

/** The API needs a rationale (spec 2.2); a criterion added by hand gets this one when left blank. */
export const DEFAULT_RATIONALE = 'Added by the recruiter in the console.';

/**
 * The editable list of criteria: label, weight 1–3, mandatory, rationale, delete, add. Edits
 * update the rows in place (no re-render while typing, so focus and caret stay put).
 */
export class CriteriaEditor {
  private rows: Criterion[] = [];
  private added = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly onChange: () => void,
  ) {
    this.render();
  }

  set(criteria: readonly Criterion[]): void {
    this.rows = criteria.map((criterion) => ({ ...criterion }));
    this.render();
  }

  get size(): number {
    return this.rows.length;
  }

  add(): void {
    let id: string;
    do id = `crit_added_${++this.added}`;
    while (this.rows.some((row) => row.id === id));
    this.rows.push({ id, label: '', weight: 2, is_mandatory: false, rationale: '' });
    this.render();
    this.container.querySelector<HTMLInputElement>(`tr:last-child input[name="label"]`)?.focus();
  }

  /** The criteria as the match endpoint takes them; refuses a row without a label. */
  criteria(): Criterion[] {
    return this.rows.map((row, i) => {
      const label = row.label.trim();
      if (label === '') throw new ConsoleProblem({ title: 'A criterion has no label', message: `Criterion ${i + 1} is empty.`, action: 'Write what it checks, or delete it.' });
      return { ...row, label, rationale: row.rationale.trim() || DEFAULT_RATIONALE };
    });
  }

  private remove(index: number): void {
    this.rows.splice(index, 1);
    this.render();
    const buttons = this.container.querySelectorAll<HTMLButtonElement>('button.delete');
    (buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById('add-criterion'))?.focus();
  }

  private render(): void {
    this.onChange();
    if (this.rows.length === 0) {
      fill(this.container, h('p', { class: 'hint' }, 'No criteria yet: extract them from the job description, or add your own.'));
      return;
    }
    const body = h(
      'tbody',
      {},
      this.rows.map((row, i) => {
        const n = i + 1;
        const label = h('input', { type: 'text', name: 'label', 'aria-label': `Criterion ${n}: label`, required: true });
        label.value = row.label;
        label.addEventListener('input', () => (row.label = label.value));
        const weight = h('select', { name: 'weight', 'aria-label': `Criterion ${n}: weight` }, WEIGHTS.map(([value, text]) => h('option', { value }, text)));
        weight.value = String(row.weight);
        weight.addEventListener('change', () => (row.weight = Number(weight.value)));
        const mandatory = h('input', { type: 'checkbox', name: 'mandatory', 'aria-label': `Criterion ${n}: mandatory` });
        mandatory.checked = row.is_mandatory;
        mandatory.addEventListener('change', () => (row.is_mandatory = mandatory.checked));
        const rationale = h('input', { type: 'text', name: 'rationale', 'aria-label': `Criterion ${n}: rationale`, placeholder: DEFAULT_RATIONALE });
        rationale.value = row.rationale;
        rationale.addEventListener('input', () => (row.rationale = rationale.value));
        const remove = h('button', { type: 'button', class: 'delete secondary', 'aria-label': `Delete criterion ${n}` }, 'Delete');
        remove.addEventListener('click', () => this.remove(i));
        return h('tr', {}, h('td', { class: 'num' }, n), h('td', {}, label), h('td', {}, weight), h('td', { class: 'center' }, mandatory), h('td', {}, rationale), h('td', {}, remove));
      }),
    );
    fill(
      this.container,
      h(
        'table',
        { class: 'grid criteria' },
        h(
          'thead',
          {},
          h('tr', {}, h('th', { scope: 'col', class: 'num' }, '#'), h('th', { scope: 'col' }, 'Criterion'), h('th', { scope: 'col' }, 'Weight'), h('th', { scope: 'col' }, 'Mandatory'), h('th', { scope: 'col' }, 'Rationale'), h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Delete'))),
        ),
        body,
      ),
    );
  }
}
