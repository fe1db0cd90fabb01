import type { CreditLedger, DebitResult } from '../storage/store.js';

/** Spec 8: every successful call to a current endpoint costs 1 credit, rank included. */
export const CALL_COST = 1;

/**
 * The credit rules on top of the ledger port. Store errors propagate unchanged: the HTTP layer
 * answers them with 503 `Credit service temporarily unavailable`, having consumed nothing.
 */
export class Credits {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly now: () => Date,
    /** Told of each debit that applied (the credits-charged metric); not of a refused or repeated one. */
    private readonly onCharged: (operation: string, amount: number) => void = () => {},
  ) {}

  /** Current balance of an account (0 for an account that no longer exists). */
  async available(accountId: string): Promise<number> {
    return (await this.ledger.balance(accountId)) ?? 0;
  }

  /** Whether the account can pay for one call; checked before the work so an empty account burns no CPU. */
  async canPayForCall(accountId: string): Promise<{ ok: boolean; balance: number }> {
    const balance = await this.available(accountId);
    return { ok: balance >= CALL_COST, balance };
  }

  /** Debits one call after it succeeded, atomically; `ok: false` when the balance ran out meanwhile. */
  async chargeCall(input: { accountId: string; keyId: string; requestId: string; operation: string }): Promise<DebitResult> {
    const result = await this.ledger.debit({ ...input, amount: CALL_COST, at: this.now().toISOString() });
    if (result.ok && !result.repeated) this.onCharged(input.operation, CALL_COST);
    return result;
  }

  /** Adds credits; returns the new balance. */
  async add(accountId: string, amount: number): Promise<number> {
    return this.ledger.grant({ accountId, amount, at: this.now().toISOString() });
  }
}
