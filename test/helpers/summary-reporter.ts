/**
 * Prints one plain closing line, "tests: N passed, N failed, N skipped", that any CI can read
 * whatever the runner's own formatting; before it, one "skipped" line per file with skipped tests,
 * naming them (the suites that need PostgreSQL say so in their names).
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const skips: string[] = [];
    for (const m of testModules) {
      const names = new Set<string>();
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else {
          skipped++;
          names.add(t.fullName);
        }
      }
      if (names.size > 0) skips.push(`skipped ${names.size} in ${m.moduleId.replace(process.cwd() + '/', '')}: ${[...names].slice(0, 3).join(' | ')}${names.size > 3 ? ' | …' : ''}`);
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
    }
    if (skips.length > 0) process.stdout.write(`\n${skips.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
