/**
 * What an e-mail address needs beyond yup's `.email()` (the WHATWG form, which a browser's
 * `type="email"` also uses): a domain that can receive mail on the internet, that is a name with
 * at least one dot and no empty part. "x@y" and "x@localhost" are valid addresses to the
 * WHATWG form, and the sign-up would create an account nobody can write to (the reset e-mail,
 * the booking notices: docs/decisions.md "E-mail addresses").
 */
export function hasInternetDomain(email: string): boolean {
  const at = email.lastIndexOf('@');
  const labels = email.slice(at + 1).split('.');
  return at > 0 && labels.length > 1 && labels.every((label) => label !== '');
}
