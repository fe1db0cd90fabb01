import type { Store } from '../../src/storage/store.js';

type StoreMethod = Exclude<keyof Store, 'kind'>;

/**
 * Wraps a store so a test can take it "down": the chosen methods (all by default) reject as an
 * unreachable database would, while the data underneath stays intact for later assertions.
 */
export class FaultyStore {
  private failing = new Set<StoreMethod>();
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
        return (value as (...args: unknown[]) => unknown).bind(target);
      },
    });
  }

  /** Makes the given methods fail; with no argument, every method except `close`. */
  fail(methods?: StoreMethod[]): void {
    const all: StoreMethod[] = ['createAccountWithKey', 'findKeyByHash', 'rotateKey', 'revokeKey', 'balance', 'debit', 'grant', 'ledger', 'ping'];
    this.failing = new Set(methods ?? all);
  }

  heal(): void {
    this.failing.clear();
  }
}
