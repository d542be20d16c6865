import { describe, expect, it } from 'vitest';
import { formatMediaTime, unknownMediaTime } from './formatMediaTime.ts';

describe('formatMediaTime', () => {
  it('shows m:ss below an hour, whole seconds rounded down', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(0.5)).toBe('0:00');
    expect(formatMediaTime(12.9)).toBe('0:12');
    expect(formatMediaTime(65)).toBe('1:05');
    expect(formatMediaTime(3599.99)).toBe('59:59');
  });

  it('shows h:mm:ss from one hour', () => {
    expect(formatMediaTime(3600)).toBe('1:00:00');
    expect(formatMediaTime(3723)).toBe('1:02:03');
    expect(formatMediaTime(36_000 + 59)).toBe('10:00:59');
  });

  it('shows --:-- for a time that is not known (NaN before metadata, Infinity for a stream, negative)', () => {
    expect(formatMediaTime(Number.NaN)).toBe(unknownMediaTime);
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe(unknownMediaTime);
    expect(formatMediaTime(-1)).toBe(unknownMediaTime);
    expect(unknownMediaTime).toBe('--:--');
  });
});
