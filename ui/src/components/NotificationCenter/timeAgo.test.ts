import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo.ts';

const now = new Date('2026-11-20T18:30:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo', () => {
  it('says Just now under a minute, and for a timestamp slightly in the future', () => {
    expect(timeAgo(before(0), now)).toBe('Just now');
    expect(timeAgo(before(59_999), now)).toBe('Just now');
    expect(timeAgo(new Date(now.getTime() + 5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(before(60_000), now)).toBe('1m ago');
    expect(timeAgo(before(59 * 60_000 + 59_999), now)).toBe('59m ago');
    expect(timeAgo(before(3_600_000), now)).toBe('1h ago');
    expect(timeAgo(before(23 * 3_600_000 + 3_599_999), now)).toBe('23h ago');
    expect(timeAgo(before(86_400_000), now)).toBe('1d ago');
    expect(timeAgo(before(7 * 86_400_000 - 1), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on', () => {
    expect(timeAgo(before(7 * 86_400_000), now, 'UTC')).toBe('Nov 13, 2026');
    expect(timeAgo('2026-11-12T09:00:00Z', now, 'UTC')).toBe('Nov 12, 2026');
    expect(timeAgo('2025-01-02T23:30:00Z', now, 'UTC')).toBe('Jan 2, 2025');
    expect(timeAgo('2025-01-02T23:30:00Z', now, 'Asia/Tokyo')).toBe('Jan 3, 2025');
  });

  it('accepts ISO strings and Dates alike', () => {
    expect(timeAgo('2026-11-20T18:25:00Z', now)).toBe('5m ago');
    expect(timeAgo(new Date('2026-11-20T18:25:00Z'), now)).toBe('5m ago');
  });
});
