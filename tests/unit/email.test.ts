/** src/domain/email.ts: the domain part an e-mail address needs to receive mail. */
import { hasInternetDomain } from '@/domain/email';

describe('hasInternetDomain', () => {
  it('accepts a domain of two names or more', () => {
    expect(hasInternetDomain('yasmine@maktabi.ma')).toBe(true);
    expect(hasInternetDomain('y.b+devis@mail.maktabi.co.ma')).toBe(true);
    // the last @ starts the domain
    expect(hasInternetDomain('"a@b"@maktabi.ma')).toBe(true);
  });

  it('refuses a single name, an empty name, or no domain', () => {
    expect(hasInternetDomain('yasmine@maktabi')).toBe(false);
    expect(hasInternetDomain('yasmine@localhost')).toBe(false);
    expect(hasInternetDomain('yasmine@maktabi.')).toBe(false);
    expect(hasInternetDomain('yasmine@.ma')).toBe(false);
    expect(hasInternetDomain('yasmine@maktabi..ma')).toBe(false);
    expect(hasInternetDomain('yasmine@')).toBe(false);
    expect(hasInternetDomain('maktabi.ma')).toBe(false);
    expect(hasInternetDomain('@maktabi.ma')).toBe(false);
  });
});
