import { byId } from './dom.js';

/**
 * The upload area (file picker and drag and drop) and the queue behind it: one parse at a time,
 * since each costs a credit and a scan takes seconds, with a progress bar that names the file
 * and counts the seconds.
 */
export function setUpUploadQueue(parse: (file: File) => Promise<void>, onStart: () => void): void {
  const input = byId<HTMLInputElement>('file-input');
  const zone = byId('drop-zone');
  const progress = byId('parse-progress');
  const status = byId('parse-status');
  const elapsed = byId('parse-elapsed');
  const section = byId('resumes');
  const queue: File[] = [];
  let running = false;

  const drain = async () => {
    if (running) return;
    running = true;
    onStart();
    let done = 0;
    try {
      while (queue.length > 0) {
        const file = queue.shift()!;
        const total = done + queue.length + 1;
        progress.hidden = false;
        section.setAttribute('aria-busy', 'true');
        status.textContent = `Parsing ${file.name}${total > 1 ? ` (${done + 1} of ${total})` : ''}…`;
        const started = Date.now();
        elapsed.textContent = '';
        const timer = setInterval(() => (elapsed.textContent = `${Math.floor((Date.now() - started) / 1000)} s`), 500);
        try {
          await parse(file);
        } finally {
          clearInterval(timer);
        }
        done += 1;
      }
    } finally {
      running = false;
      progress.hidden = true;
      section.removeAttribute('aria-busy');
    }
  };

  const enqueue = (files: File[]) => {
    if (files.length === 0) return;
    queue.push(...files);
    void drain();
  };

  input.addEventListener('change', () => {
    enqueue([...(input.files ?? [])]);
    input.value = '';
  });
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('dragging');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('dragging');
    enqueue([...(event.dataTransfer?.files ?? [])]);
  });
}
