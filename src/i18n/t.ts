/**
 * One of two templates by the count `n`, then t() with it and any other `values`: French puts
 * 0 and 1 in the singular ("1 jour", "2 jours"; "1 mois dû : {total}", "2 mois dus : {total}").
 */
export function tn(
  n: number,
  one: string,
  many: string,
  values: Record<string, string | number> = {},
): string {
  return t(n < 2 ? one : many, { ...values, n });
}

/**
 * Replaces {name} placeholders: t('{n} bureaux', { n: 3 }), and makes each « (s) » or « (x) »
 * agree with the number put in just before it, French-style (0 and 1 singular, as tn):
 * t('{n} réservation(s) au total', { n: 1 }) is « 1 réservation au total », { n: 3 } « 3
 * réservations au total »; t('{hosts} hôte(s) · {tenants} locataire(s)', …) agrees each with
 * its own. After a text (or nothing), « (s) » stays as written. Its own tiny module, so a page
 * that formats one string does not pull every feature's strings into its chunk.
 */
export function t(template: string, values: Record<string, string | number>): string {
  let count: number | null = null;
  return template.replace(/\{(\w+)\}|\((s|x)\)/g, (match, key?: string, ending?: string) => {
    if (ending !== undefined) return count === null ? match : count < 2 ? '' : ending;
    const value = values[key!];
    if (value === undefined) return match;
    count = typeof value === 'number' ? value : null;
    return String(value);
  });
}
