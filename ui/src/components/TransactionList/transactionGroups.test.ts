import { describe, expect, it } from 'vitest';
import type { Schema } from '@storyloom/api-client/contract';
import { describeTransaction, groupTransactions, transactionStory } from './transactionGroups.ts';

type Transaction = Schema<'CreditTransaction'>;

const tx = (id: string, extra: Partial<Transaction> = {}): Transaction => ({
  id,
  type: 'usage',
  description: `Charge ${id}`,
  amount: -5,
  created_at: '2026-11-22T18:40:00Z',
  project_id: 'p1',
  project_title: 'The Moon Fox',
  charge_id: null,
  charge_description: null,
  ...extra,
});

describe('groupTransactions', () => {
  it('gathers the neighbouring usage rows of one charge, with their total and heading, and keeps the order', () => {
    const entries = groupTransactions([
      tx('a', { charge_id: 'c1' }),
      tx('b', { charge_id: 'c2', charge_description: 'Story with 2 illustrated pages', amount: -2 }),
      tx('c', { charge_id: 'c2', charge_description: 'Story with 2 illustrated pages' }),
      tx('d', { charge_id: 'c2', charge_description: 'Story with 2 illustrated pages' }),
      tx('e', { type: 'refund', amount: 5 }),
      tx('f', { charge_id: 'c3' }),
    ]);
    expect(entries.map((entry) => (entry.kind === 'single' ? entry.transaction.id : entry.parts.map((p) => p.id)))).toEqual([
      'a',
      ['b', 'c', 'd'],
      'e',
      'f',
    ]);
    expect(entries[1]).toMatchObject({
      kind: 'charge',
      chargeId: 'c2',
      amount: -12,
      description: 'Story with 2 illustrated pages',
    });
  });

  it('never joins rows without a charge, of other types, or of one charge split by another row', () => {
    const entries = groupTransactions([
      tx('a'),
      tx('b'),
      tx('c', { type: 'refund', charge_id: 'c1' }),
      tx('d', { type: 'refund', charge_id: 'c1' }),
      tx('e', { charge_id: 'c2' }),
      tx('f', { charge_id: 'c3' }),
      tx('g', { charge_id: 'c2' }),
    ]);
    expect(entries.every((entry) => entry.kind === 'single')).toBe(true);
  });

  it('heads a charge without a description by its first part and a count', () => {
    const [entry] = groupTransactions([
      tx('a', { charge_id: 'c', description: 'Page 1 narration' }),
      tx('b', { charge_id: 'c' }),
    ]);
    expect(entry).toMatchObject({ kind: 'charge', description: 'Page 1 narration and 1 more' });
  });
});

describe('the story a row names', () => {
  it("is the project's title, 'Untitled Story' without one, nothing without a project", () => {
    expect(transactionStory(tx('a'))).toBe('The Moon Fox');
    expect(transactionStory(tx('a', { project_title: null }))).toBe('Untitled Story');
    expect(transactionStory(tx('a', { project_title: '  ' }))).toBe('Untitled Story');
    expect(transactionStory(tx('a', { project_id: null, project_title: null }))).toBeNull();
    expect(describeTransaction('Page 2 narration', 'The Moon Fox')).toBe('Page 2 narration · The Moon Fox');
    expect(describeTransaction('Welcome bonus', null)).toBe('Welcome bonus');
  });
});
