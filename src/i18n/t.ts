/**
 * One of two templates by the count `n`, then t() with it: French puts 0 and 1 in the
 * singular ("1 jour", "2 jours").
 */
export function tn(n: number, one: string, many: string): string {
  return t(n < 2 ? one : many, { n });
}

/**
 * Replaces {name} placeholders: t('{n} bureaux', { n: 3 }). Its own tiny module, so a page
 * that formats one string does not pull every feature's strings into its chunk.
 */
export function t(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) =>
    key in values ? String(values[key]) : `{${key}}`,
  );
}
