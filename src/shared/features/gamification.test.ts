import { describe, expect, it } from 'vitest';
import { LEVELS, levelFor, levelInfo, levelTone } from './gamification';

describe('levels', () => {
  it('has at least 12 levels with growing thresholds, from 0', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(12);
    expect(LEVELS[0]!.minPoints).toBe(0);
    for (let i = 1; i < LEVELS.length; i++) {
      expect(LEVELS[i]!.minPoints).toBeGreaterThan(LEVELS[i - 1]!.minPoints);
      expect(LEVELS[i]!.number).toBe(i + 1);
    }
  });

  it('changes level exactly at each threshold', () => {
    for (const level of LEVELS) {
      expect(levelFor(level.minPoints).number).toBe(level.number);
      if (level.minPoints > 0) expect(levelFor(level.minPoints - 1).number).toBe(level.number - 1);
    }
  });

  it('reports progression towards the next level, and 100 % with nothing left at the top', () => {
    expect(levelInfo(0)).toMatchObject({ progression: 0, pointsForNextLevel: 10 });
    expect(levelInfo(9)).toMatchObject({ progression: 90, pointsForNextLevel: 1 });
    const top = LEVELS.at(-1)!;
    expect(levelInfo(top.minPoints + 5000)).toMatchObject({
      currentLevel: top,
      nextLevel: null,
      progression: 100,
      pointsForNextLevel: null,
    });
  });

  it('colours badges as SPEC §4: grey, blue, green, purple, amber', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 11, 12, 13].map(levelTone)).toEqual([
      'grey',
      'grey',
      'blue',
      'blue',
      'green',
      'green',
      'purple',
      'purple',
      'amber',
      'amber',
    ]);
  });
});
