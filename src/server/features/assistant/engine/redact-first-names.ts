import { faker as de } from '@faker-js/faker/locale/de';
import { faker as de_CH } from '@faker-js/faker/locale/de_CH';
import { faker as en } from '@faker-js/faker/locale/en';
import { faker as es } from '@faker-js/faker/locale/es';
import { faker as fr } from '@faker-js/faker/locale/fr';
import { faker as fr_CH } from '@faker-js/faker/locale/fr_CH';
import { faker as it } from '@faker-js/faker/locale/it';
import { faker as pt_PT } from '@faker-js/faker/locale/pt_PT';
import { firstNames as handNames } from './redact-lexicon';

/**
 * First names, to tell a name written without "Madame" ("rossier andré", "Kevin Da Silva"):
 * the first-name lists that @faker-js/faker maintains for the languages spoken in Switzerland
 * and by its larger communities (several thousand names, "Pierre-Alain" and "Germaine" included),
 * plus the older names of redact-lexicon.ts (docs/decisions/019).
 */
function localeNames(locale: typeof fr): string[] {
  const lists = locale.rawDefinitions.person?.first_name ?? {};
  return Object.values(lists).flatMap((names) => (Array.isArray(names) ? names : []));
}

const names = new Set(
  [fr, fr_CH, de_CH, de, it, pt_PT, es, en]
    .flatMap(localeNames)
    .concat(handNames)
    .map((name) => name.toLowerCase()),
);

/** Whether a word is a first name; a compound one ("pierre-alain") when each part is. */
export function isFirstName(word: string): boolean {
  const lower = word.toLowerCase();
  return names.has(lower) || (lower.includes('-') && lower.split('-').every((part) => names.has(part)));
}
