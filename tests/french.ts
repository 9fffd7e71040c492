/**
 * French typography in expected texts: the strings module (src/i18n/fr) puts a no-break space
 * inside guillemets, « like this », so that neither mark is left alone at a line's end.
 * `guillemets('Photo de « X »')` writes an expected text the way the product shows it (exact
 * comparisons, accessible names; testing-library's text matchers already read a no-break space
 * as a space).
 */
export function guillemets(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');
}
