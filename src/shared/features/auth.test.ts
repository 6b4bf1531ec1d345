import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';

// A username must not pass for the names the forum gives ('Utilisateur #12', 'Utilisateur
// supprimé') nor hide characters that reorder or vanish on screen (docs/decisions/017).
const base = { email: 'claire@example.ch', password: 'Motdepasse1' };
const usernameError = (username: string) => {
  const result = registerSchema.safeParse({ ...base, username });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('registration usernames', () => {
  it.each([
    'Utilisateur #1',
    'Utilisateur supprimé',
    'utilisateur',
    'UTILISATEUR_42',
    'Ütilisateur #3',
    'Utílisateur #3',
    '  Utilisateur #5',
  ])('reserves %j', (username) => {
    expect(usernameError(username)).toBe("Ce nom d'utilisateur est réservé.");
  });

  it.each([
    ['a right-to-left override', 'claire\u202Eesiot'],
    ['a zero-width space', 'cla\u200Bire'],
    ['a zero-width joiner', 'cla\u200Dire'],
    ['a byte-order mark inside', 'cla\uFEFFire'],
    ['a control character', 'claire\u0007'],
    ['a soft hyphen', 'cla\u00ADire'],
    ['a tab', 'claire\tdupont'],
    ['an isolate', 'claire\u2066x\u2069'],
  ])('refuses %s', (_, username) => {
    expect(usernameError(username)).toBe("Le nom d'utilisateur contient un caractère non autorisé.");
  });

  it.each([
    'claire',
    'Jean-Pierre',
    'éducatrice.vd',
    'user12_345',
    'Marie Dupont',
    'Zoé',
    'utili',
    'Un utilisateur',
  ])('keeps %j valid', (username) => {
    expect(usernameError(username)).toBeNull();
  });
});

describe('username rules on adversarial input', () => {
  it('checks 4,000 characters in linear time', () => {
    const started = performance.now();
    for (const filler of ['\u0301', 'a', '\u200B', 'Ü']) usernameError(filler.repeat(4000));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
