import { describe, expect, it } from 'vitest';
import { redact } from './redact';
import { careSentences, moreCases, otherCases, phoneCases } from './redact-cases';

describe('redact', () => {
  it('masks the name, birth date and address of the sample situation, keeping the care facts', () => {
    const { text, masked } = redact(
      'Mme Jeanne Rochat, née le 12.03.1937, habite chemin des Lilas 4 à Morges. Elle se perd dans le couloir tous les soirs vers 17h et devient anxieuse.',
    );
    for (const pii of ['Jeanne Rochat', '12.03.1937', 'chemin des Lilas 4']) expect(text).not.toContain(pii);
    expect(text).toBe(
      'Mme [nom masqué], née le [date de naissance masquée], habite [adresse masquée]. Elle se perd dans le couloir tous les soirs vers 17h et devient anxieuse.',
    );
    expect(masked).toEqual(['nom', 'date de naissance', 'adresse']);
  });

  it('masks a phone number left at the end of a message', () => {
    const { text, masked } = redact(
      'Ma fille de 4 ans se réveille 3-4 fois par nuit depuis la naissance de son petit frère. Appelez-moi au 079 123 45 67 si besoin.',
    );
    expect(text).toBe(
      'Ma fille de 4 ans se réveille 3-4 fois par nuit depuis la naissance de son petit frère. Appelez-moi au [téléphone masqué] si besoin.',
    );
    expect(masked).toEqual(['téléphone']);
  });

  it.each(phoneCases)('masks the phone number in "$text"', ({ text, gone }) => {
    const result = redact(text);
    for (const part of gone) expect(result.text).not.toContain(part);
    expect(result.text).toBe('Vous pouvez me joindre au [téléphone masqué], merci.');
    expect(result.masked).toEqual(['téléphone']);
  });

  it.each([...otherCases, ...moreCases])('masks the $kind in "$text"', ({ text, gone, kind }) => {
    const result = redact(text);
    for (const part of gone) expect(result.text).not.toContain(part);
    expect(result.masked).toContain(kind);
    expect(result.text).toContain(`[${kind}`);
  });

  it.each(careSentences)('leaves ordinary care text untouched: "%s"', (sentence) => {
    expect(redact(sentence)).toEqual({ text: sentence, masked: [] });
  });

  it('keeps the civility and the words around a masked name', () => {
    expect(redact('Hier, M. Dupont a refusé son repas.').text).toBe(
      'Hier, M. [nom masqué] a refusé son repas.',
    );
    expect(redact('Madame Rochat Elle refuse').text).toBe('Madame [nom masqué] Elle refuse');
    expect(redact('Mme R. Depuis hier elle tousse.').text).toBe('Mme [nom masqué]. Depuis hier elle tousse.');
  });

  it('is not defeated by missing accents or typographic apostrophes', () => {
    expect(redact('nee le 3 fevrier 1941, prenommee Therese').text).toBe(
      'nee le [date de naissance masquée], prenommee [nom masqué]',
    );
    expect(redact('Elle s’appelle Hélène, je m’appelle Zoé.').text).toBe(
      'Elle s’appelle [nom masqué], je m’appelle [nom masqué].',
    );
    expect(redact('allee des Chenes 7, 1004 Lausanne').text).toBe('[adresse masquée]');
  });

  it('masks any date after a birth marker but keeps dates of events and years alone', () => {
    expect(redact('Née en 1937, elle est en EMS depuis 2019.').text).toBe(
      'Née en [date de naissance masquée], elle est en EMS depuis 2019.',
    );
    expect(redact('Hospitalisée le 3 mars 2016, elle est revenue.').masked).toEqual([]);
    const thisYear = new Date().getFullYear();
    expect(redact(`Le 12.03.${thisYear} elle est tombée.`).masked).toEqual([]);
    expect(redact('Le 12.03.1937 est sa date.').masked).toEqual(['date de naissance']);
  });

  it('reports each kind once, in the order it first appears', () => {
    const result = redact(
      'Appelez le 079 123 45 67 ou écrivez à a.b@c.ch ; M. Favre, né le 2.2.1940, tél. 021 345 67 89, rue du Lac 3.',
    );
    expect(result.masked).toEqual(['téléphone', 'e-mail', 'nom', 'date de naissance', 'adresse']);
    expect(result.text).toBe(
      'Appelez le [téléphone masqué] ou écrivez à [e-mail masqué] ; M. [nom masqué], né le [date de naissance masquée], tél. [téléphone masqué], [adresse masquée].',
    );
  });

  it('keeps the names of approaches and their authors, which the analysis needs', () => {
    for (const text of ['J’ai lu Maria Montessori et Naomi Feil.', 'Selon Yves Gineste, le regard compte.']) {
      expect(redact(text).masked).toEqual([]);
    }
  });

  it('returns an empty text unchanged', () => {
    expect(redact('')).toEqual({ text: '', masked: [] });
  });
});
