import type { Store } from '../../src/storage/store.js';

type StoreMethod = Exclude<keyof Store, 'kind'>;

/**
 * Wraps a store so a test can take it "down": the chosen methods (all by default) reject as an
 * unreachable database would, while the data underneath stays intact for later assertions.
 */
export class FaultyStore {
  private failing = new Set<StoreMethod>();
  private readonly hooks = new Map<StoreMethod, () => Promise<void>>();
  readonly store: Store;

  constructor(readonly inner: Store) {
    this.store = new Proxy(inner, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        if (this.failing.has(property as StoreMethod)) {
          return async () => {
            throw new Error(`store unreachable (${String(property)})`);
          };
        }
        const hook = this.hooks.get(property as StoreMethod);
        if (hook) {
          return async (...args: unknown[]) => {
            this.hooks.delete(property as StoreMethod);
            await hook();
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...args: unknown[]) => unknown).bind(target);
      },
    });
  }

  /** Makes the given methods fail; with no argument, every method except `close`. */
  fail(methods?: StoreMethod[]): void {
    const all: StoreMethod[] = ['createAccountWithKey', 'findKeyByHash', 'rotateKey', 'revokeKey', 'balance', 'debit', 'grant', 'ledger', 'ping'];
    this.failing = new Set(methods ?? all);
  }

  /**
   * Runs `hook` once, just before the next call of `method` goes through: what another request
   * does meanwhile, for endpoints whose work has no engine call to hook into.
   */
  before(method: StoreMethod, hook: () => Promise<void>): void {
    this.hooks.set(method, hook);
  }

  heal(): void {
    this.failing.clear();
  }
}
