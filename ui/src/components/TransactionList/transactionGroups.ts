import type { Schema } from '@storyloom/api-client/contract';

type Transaction = Schema<'CreditTransaction'>;

/** One entry of the history: a transaction on its own, or the usage rows of one charge together. */
export type TransactionEntry =
  | { kind: 'single'; transaction: Transaction }
  | {
      kind: 'charge';
      chargeId: string;
      /** The charge's heading ('Story with 3 illustrated pages'), else its first part's description and a count. */
      description: string;
      /** The parts in the order they were charged. */
      parts: Transaction[];
      /** The sum of the parts (negative). */
      amount: number;
    };

/** The story a transaction was for ('Untitled Story' while it has no title), or null when it was for none. */
export function transactionStory(transaction: Transaction): string | null {
  if (transaction.project_id === null) return null;
  return transaction.project_title?.trim() || 'Untitled Story';
}

/** 'Page 2 narration · The Moon Fox': what the row says, with the story it was for. */
export function describeTransaction(description: string, story: string | null): string {
  return story ? `${description} · ${story}` : description;
}

/**
 * Gathers the rows of one charge (usage rows next to each other with the same `charge_id`) into one entry; a charge
 * of one row, and every other type, stays a single entry. The order of the list is kept.
 */
export function groupTransactions(transactions: readonly Transaction[]): TransactionEntry[] {
  const entries: TransactionEntry[] = [];
  for (const transaction of transactions) {
    const last = entries.at(-1);
    const chargeId = transaction.type === 'usage' ? transaction.charge_id : null;
    if (chargeId !== null && last !== undefined) {
      const lastCharge =
        last.kind === 'charge' ? last.chargeId : last.transaction.type === 'usage' ? last.transaction.charge_id : null;
      if (lastCharge === chargeId) {
        const parts = last.kind === 'charge' ? [...last.parts, transaction] : [last.transaction, transaction];
        entries[entries.length - 1] = chargeEntry(chargeId, parts);
        continue;
      }
    }
    entries.push({ kind: 'single', transaction });
  }
  return entries;
}

function chargeEntry(chargeId: string, parts: Transaction[]): TransactionEntry {
  const first = parts[0]!;
  return {
    kind: 'charge',
    chargeId,
    description: first.charge_description ?? `${first.description} and ${parts.length - 1} more`,
    parts,
    amount: parts.reduce((sum, part) => sum + part.amount, 0),
  };
}
