// The first names of the faker locales for the languages spoken in Switzerland and by its larger
// communities, lower case, unique and sorted (see generate-first-names.mjs).
export async function firstNamesFromFaker() {
  const locales = ['fr', 'fr_CH', 'de_CH', 'de', 'it', 'pt_PT', 'es', 'en'];
  const names = new Set();
  for (const locale of locales) {
    const { faker } = await import(`@faker-js/faker/locale/${locale}`);
    for (const list of Object.values(faker.rawDefinitions.person?.first_name ?? {}))
      if (Array.isArray(list)) for (const name of list) names.add(name.toLowerCase());
  }
  return [...names].sort();
}
