const amountFormat = new Intl.NumberFormat('en-US');

/** '+50 credits' / '-5 credits': the sign always shows (a plus when positive). */
export function formatCreditAmount(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return `${sign}${amountFormat.format(Math.abs(amount))} credits`;
}

/** US short date with hour and minute, e.g. 'Nov 20, 2026, 6:30 PM'. `timeZone` defaults to the browser's. */
export function formatTransactionDate(value: string | Date, timeZone?: string): string {
  return new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}
