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

/**
 * A product text the way testing-library's text matchers (`getByText`, `toHaveTextContent`)
 * compare it: they read the page's no-break spaces (before « : ; ? ! », inside « », in amounts)
 * as spaces, but take the expected text as it is (docs/decisions.md "A space that holds").
 * Accessible names and descriptions keep the no-break spaces: compare those with the text itself.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
