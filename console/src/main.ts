/**
 * The web console (issue 14): paste a key, parse resumes, extract and edit a job's criteria,
 * match one resume, rank several. A client of the public HTTP API only, calling the same
 * endpoints and showing their answers and errors as they come.
 */
import { extractCriteria, matchCandidate, parseResume, rankCandidates } from './api.js';
import { CriteriaEditor } from './criteria-editor.js';
import { announce, byId, fill, h } from './dom.js';
import { findHits, segmentText, type Needle } from './find-spans.js';
import { readKey, saveKey } from './key-store.js';
import { profileNeedles } from './profile-needles.js';
import { clearError, ConsoleProblem, showError } from './render-error.js';
import { renderProfile } from './render-profile.js';
import { renderMatch, renderRanking } from './render-results.js';
import { locate, renderLegend, renderResumeText } from './render-text.js';
import type { ParsedResume } from './types.js';
import { setUpUploadQueue } from './upload-queue.js';

/** Spec 4.4: at most 10 candidates per ranking. */
const MAX_RANKED = 10;

interface UploadedResume {
  /** Sent as the rank candidate's `id`. */
  id: string;
  fileName: string;
  resume: ParsedResume;
  rank: boolean;
}

const state = { resumes: [] as UploadedResume[], shown: null as string | null, uploads: 0 };

const nameOf = (resume: UploadedResume) => resume.resume.info_candidate.full_name ?? resume.fileName;

function apiKey(): string {
  return byId<HTMLInputElement>('api-key').value.trim();
}

/** Runs a call with its button disabled and its section marked busy, so a double click costs one credit. */
async function busy<T>(button: HTMLButtonElement, region: HTMLElement, label: string, run: () => Promise<T>): Promise<T> {
  const status = region.querySelector<HTMLElement>('.busy');
  button.disabled = true;
  region.setAttribute('aria-busy', 'true');
  if (status) status.textContent = label;
  try {
    return await run();
  } finally {
    button.disabled = false;
    region.removeAttribute('aria-busy');
    if (status) status.textContent = '';
    refreshButtons();
  }
}

// ─── API key ──────────────────────────────────────────────────────────────────────────────
function setUpKey(): void {
  const input = byId<HTMLInputElement>('api-key');
  const toggle = byId<HTMLButtonElement>('key-toggle');
  input.value = readKey();
  input.addEventListener('input', () => saveKey(input.value));
  toggle.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    toggle.textContent = show ? 'Hide' : 'Show';
    toggle.setAttribute('aria-pressed', String(show));
  });
  byId('key-forget').addEventListener('click', () => {
    input.value = '';
    saveKey('');
    input.focus();
    announce('API key forgotten.');
  });
}

// ─── Resumes ──────────────────────────────────────────────────────────────────────────────
function setUpResumes(): void {
  const errors = byId('parse-error');
  setUpUploadQueue(
    async (file) => {
      try {
        const resume = await parseResume(apiKey(), file, byId<HTMLInputElement>('do-not-store').checked);
        const entry: UploadedResume = { id: `cv-${++state.uploads}`, fileName: file.name, resume, rank: state.resumes.filter((r) => r.rank).length < MAX_RANKED };
        state.resumes.push(entry);
        state.shown = entry.id;
        renderResumes();
        announce(`${file.name} parsed: ${nameOf(entry)}.`);
      } catch (error) {
        showError(errors, error, `Parsing ${file.name}`);
      }
    },
    () => clearError(errors),
  );
}

function renderResumes(): void {
  const list = byId('resume-list');
  if (state.resumes.length === 0) {
    fill(list, h('p', { class: 'hint' }, 'No resume parsed yet.'));
  } else {
    fill(
      list,
      h(
        'table',
        { class: 'grid resumes' },
        h('caption', {}, `Parsed resumes (${state.resumes.length})`),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Candidate'), h('th', { scope: 'col' }, 'File'), h('th', { scope: 'col' }, 'Language'), h('th', { scope: 'col' }, h('span', { class: 'visually-hidden' }, 'Actions')))),
        h(
          'tbody',
          {},
          state.resumes.map((entry) => {
            const view = h('button', { type: 'button', class: 'secondary', 'aria-pressed': String(entry.id === state.shown) }, entry.id === state.shown ? 'Shown' : 'Show');
            view.addEventListener('click', () => {
              state.shown = entry.id;
              renderResumes();
            });
            const remove = h('button', { type: 'button', class: 'secondary', 'aria-label': `Remove ${entry.fileName}` }, 'Remove');
            remove.addEventListener('click', () => {
              state.resumes = state.resumes.filter((other) => other !== entry);
              if (state.shown === entry.id) state.shown = state.resumes.at(-1)?.id ?? null;
              renderResumes();
            });
            return h('tr', { class: entry.id === state.shown ? 'current' : null }, h('th', { scope: 'row' }, nameOf(entry)), h('td', {}, entry.fileName), h('td', {}, entry.resume.info_resume.language ?? '—'), h('td', { class: 'actions' }, view, ' ', remove));
          }),
        ),
      ),
    );
  }
  renderShown();
  renderMatchChoices();
  renderRankChoices();
  refreshButtons();
}

/** The shown resume: the profile beside the highlighted text and the raw JSON. */
function renderShown(): void {
  const view = byId('profile-view');
  const entry = state.resumes.find((resume) => resume.id === state.shown);
  if (!entry) {
    view.replaceChildren();
    return;
  }
  const needles = profileNeedles(entry.resume);
  const text = entry.resume.info_resume.text;
  const hits = findHits(text, needles);
  const found = new Set(hits.map((hit) => hit.needleId));
  const textPane = renderResumeText(segmentText(text, hits), new Map<string, Needle>(needles.map((needle) => [needle.id, needle])), entry.resume.info_resume.language);
  const profile = renderProfile(entry.resume, entry.fileName, { found, locate: (id) => locate(textPane, id) });
  fill(
    view,
    h(
      'div',
      { class: 'profile-layout' },
      h('div', { class: 'pane pane-profile' }, profile),
      h(
        'div',
        { class: 'pane-side' },
        h('div', { class: 'pane pane-text' }, h('h3', {}, 'Resume text ', h('code', {}, 'info_resume.text')), renderLegend(found.size, needles.length), textPane),
        h('div', { class: 'pane pane-json' }, h('h3', {}, 'Raw JSON'), h('pre', { class: 'json', tabindex: 0, 'aria-label': 'Raw JSON answer' }, JSON.stringify(entry.resume, null, 2))),
      ),
    ),
  );
}

// ─── Job criteria ─────────────────────────────────────────────────────────────────────────
let editor: CriteriaEditor;

function jobText(): string {
  const text = byId<HTMLTextAreaElement>('job-text').value.trim();
  if (text === '') throw new ConsoleProblem({ title: 'No job description', message: 'The job description is empty.', action: 'Paste the job description in the box of step 2.' });
  return text;
}

function setUpCriteria(): void {
  editor = new CriteriaEditor(byId('criteria-editor'), refreshButtons);
  byId('add-criterion').addEventListener('click', () => editor.add());
  const button = byId<HTMLButtonElement>('extract');
  const section = byId('job');
  const errors = byId('criteria-error');
  button.addEventListener('click', async () => {
    clearError(errors);
    try {
      const text = jobText();
      const result = await busy(button, section, 'Extracting criteria…', () => extractCriteria(apiKey(), text));
      editor.set(result.matching_criteria);
      announce(`${result.matching_criteria.length} criteria extracted.`);
    } catch (error) {
      showError(errors, error, 'Extracting criteria');
    }
  });
}

// ─── Match ────────────────────────────────────────────────────────────────────────────────
function renderMatchChoices(): void {
  const select = byId<HTMLSelectElement>('match-resume');
  const previous = select.value;
  fill(select, state.resumes.map((entry) => h('option', { value: entry.id }, `${nameOf(entry)} — ${entry.fileName}`)));
  select.value = state.resumes.some((entry) => entry.id === previous) ? previous : (state.shown ?? '');
}

function setUpMatch(): void {
  const button = byId<HTMLButtonElement>('match-run');
  const section = byId('match');
  const errors = byId('match-error');
  const output = byId('match-result');
  button.addEventListener('click', async () => {
    clearError(errors);
    try {
      const entry = state.resumes.find((resume) => resume.id === byId<HTMLSelectElement>('match-resume').value);
      if (!entry) throw new ConsoleProblem({ title: 'No resume', message: 'No resume is chosen.', action: 'Upload a resume in step 1.' });
      const text = jobText();
      const criteria = editor.criteria();
      if (criteria.length === 0) throw new ConsoleProblem({ title: 'No criteria', message: 'The list of criteria is empty.', action: 'Extract criteria from the job description, or add your own, in step 2.' });
      const result = await busy(button, section, 'Matching…', () => matchCandidate(apiKey(), text, entry.resume.info_resume.text, criteria));
      fill(output, renderMatch(result, nameOf(entry)));
      announce(`Match done: score ${Math.round(result.score * 100)} %.`);
    } catch (error) {
      showError(errors, error, 'Matching');
    }
  });
}

// ─── Rank ─────────────────────────────────────────────────────────────────────────────────
function renderRankChoices(): void {
  const box = byId('rank-choices');
  if (state.resumes.length === 0) {
    fill(box, h('p', { class: 'hint' }, 'Upload resumes in step 1 to rank them.'));
    return;
  }
  const chosen = state.resumes.filter((entry) => entry.rank).length;
  fill(
    box,
    h('p', { class: 'hint', id: 'rank-count' }, `${chosen} of at most ${MAX_RANKED} chosen.`),
    h(
      'ul',
      { class: 'plain checks' },
      state.resumes.map((entry) => {
        const box = h('input', { type: 'checkbox', id: `rank-${entry.id}`, 'aria-describedby': 'rank-count' });
        box.checked = entry.rank;
        box.disabled = !entry.rank && chosen >= MAX_RANKED;
        box.addEventListener('change', () => {
          entry.rank = box.checked;
          renderRankChoices();
          refreshButtons();
          document.getElementById(`rank-${entry.id}`)?.focus();
        });
        return h('li', {}, box, ' ', h('label', { for: `rank-${entry.id}` }, `${nameOf(entry)} — ${entry.fileName}`));
      }),
    ),
  );
}

function setUpRank(): void {
  const button = byId<HTMLButtonElement>('rank-run');
  const section = byId('rank');
  const errors = byId('rank-error');
  const output = byId('rank-result');
  button.addEventListener('click', async () => {
    clearError(errors);
    try {
      const chosen = state.resumes.filter((entry) => entry.rank);
      if (chosen.length === 0) throw new ConsoleProblem({ title: 'No resume chosen', message: 'No resume is ticked for the ranking.', action: 'Tick 1 to 10 resumes above.' });
      const text = jobText();
      const candidates = chosen.map((entry) => ({ id: entry.id, candidate_text: entry.resume.info_resume.text }));
      const result = await busy(button, section, `Ranking ${chosen.length} resumes…`, () => rankCandidates(apiKey(), text, candidates));
      const byId = new Map(chosen.map((entry) => [entry.id, nameOf(entry)]));
      fill(output, renderRanking(result, (id) => byId.get(id) ?? id));
      announce(`Ranking done: ${result.rankings.length} candidates.`);
    } catch (error) {
      showError(errors, error, 'Ranking');
    }
  });
}

/** Buttons that would only produce a console-side complaint say why they are not ready. */
function refreshButtons(): void {
  const hasResume = state.resumes.length > 0;
  byId('match-hint').textContent = hasResume ? (editor?.size ? '' : 'Extract or add criteria in step 2 first.') : 'Upload a resume in step 1 first.';
  byId('rank-hint').textContent = hasResume ? '' : 'Upload resumes in step 1 first.';
}

setUpKey();
setUpResumes();
setUpCriteria();
setUpMatch();
setUpRank();
renderResumes();
