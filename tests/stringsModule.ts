/**
 * Every text of the strings module (src/i18n/fr), walked out of its objects and arrays, for the
 * tests that check the whole product's French at once (apostrophes, spaces before « : ; ? ! »).
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/i18n/fr/**/*.ts', { eager: true });

/** The strings inside a value: itself, or those of its items and properties, depth first. */
export function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => textsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => textsOf(v, into));
  return into;
}

export function stringsModuleTexts(): string[] {
  return textsOf(Object.values(modules));
}
