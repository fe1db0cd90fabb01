/**
 * Where a worker thread's module is: beside the module that starts it, as JavaScript in the built
 * service, as TypeScript (loaded through tsx) under the test runner and scripts.
 */
export function workerModule(name: string, from: string): { url: URL; execArgv: string[] } {
  const fromSource = from.endsWith('.ts');
  return { url: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, from), execArgv: fromSource ? ['--import', 'tsx'] : [] };
}
