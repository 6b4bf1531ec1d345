import { describe, expect, it } from 'vitest';
import { firstNamesFromFaker } from '../../../../../scripts/first-names-from-faker.mjs';
import generated from './first-names.json' with { type: 'json' };
import { isFirstName } from './redact-first-names';

describe('first names for redaction', () => {
  it('are the lists faker maintains (run scripts/generate-first-names.mjs after updating faker)', async () => {
    expect(generated.names.split('\n')).toEqual(await firstNamesFromFaker());
  });

  it('knows names of every community, compound ones included', () => {
    for (const name of ['Germaine', 'Kevin', 'João', 'Giuseppe', 'Ursula', 'Pierre-Alain'])
      expect(isFirstName(name)).toBe(true);
    expect(isFirstName('fauteuil')).toBe(false);
  });
});
