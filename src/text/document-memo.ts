/**
 * Answers remembered for the length of one document's parse, for pure functions of a line that
 * the parsing steps ask again and again (whether a line is a heading: dozens of call sites, each
 * line asked several times). `withDocumentMemo(run)` opens the scope; outside one, a memoized
 * function simply computes. Nothing outlives the document: a parse is never faster for having
 * seen another document, and a long-running worker holds nothing more.
 *
 * Answers are shared by every caller in the scope: a memoized function returns values its
 * callers only read (frozen here).
 */
let scope: Map<unknown, Map<string, unknown>> | null = null;

/** Runs `run` (synchronous) with a fresh memo; the enclosing one, if any, is restored after. */
export function withDocumentMemo<T>(run: () => T): T {
  const outer = scope;
  scope = new Map();
  try {
    return run();
  } finally {
    scope = outer;
  }
}

/** `fn` answering from the current document's memo, keyed by its string argument. */
export function memoizedPerDocument<R>(fn: (text: string) => R): (text: string) => R {
  return (text) => {
    if (scope === null) return fn(text);
    let memo = scope.get(fn);
    if (memo === undefined) scope.set(fn, (memo = new Map()));
    if (memo.has(text)) return memo.get(text) as R;
    const answer = fn(text);
    if (answer !== null && typeof answer === 'object') Object.freeze(answer);
    memo.set(text, answer);
    return answer;
  };
}
