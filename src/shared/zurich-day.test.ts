import { describe, expect, it } from 'vitest';
import { previousDay, zurichDay } from './zurich-day';

describe('zurichDay', () => {
  it('follows Zurich, not UTC, around midnight', () => {
    // 23:30 UTC in winter is already 00:30 the next day in Zurich (UTC+1).
    expect(zurichDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(zurichDay(new Date('2026-11-21T22:59:00Z'))).toBe('2026-11-21');
    // Summer time: UTC+2.
    expect(zurichDay(new Date('2026-07-01T22:10:00Z'))).toBe('2026-07-02');
  });

  it('steps back across months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});
