/** scripts/load-email-templates.mjs: what it writes into the extension's templates collection. */
import { MAIL_DATA_KEYS, NOTIFICATION_KINDS, templateVariables } from '@/domain/notifications';
import { TEMPLATES_COLLECTION as APP_COLLECTION } from '@/i18n/fr/emails';
import {
  TEMPLATES_COLLECTION,
  main,
  templateDocuments,
} from '../../scripts/load-email-templates.mjs';
import { guillemets } from '../french';

describe('load-email-templates', () => {
  it('writes one document per kind, the base URL filled in, the ids left to the extension', () => {
    const docs = templateDocuments('https://maktabi.ma/');
    expect(docs.map((d) => d.name).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const { data } of docs) {
      expect(Object.keys(data).sort()).toEqual(['html', 'subject', 'text']);
      for (const part of Object.values(data)) {
        expect(part).not.toContain('{{baseUrl}}');
        for (const v of templateVariables(part)) {
          // the mail's data (ids, the listing's title, a month, a stay, a document's number)
          // is the extension's to fill in
          expect(MAIL_DATA_KEYS).toContain(v);
        }
      }
    }
    const confirmed = docs.find((d) => d.name === 'booking-confirmed')!.data;
    expect(confirmed.text).toContain('https://maktabi.ma/bookings/{{bookingId}}');
    expect(confirmed.text).toContain('{{bookingId}}');
    expect(confirmed.text).toContain(guillemets('« {{{listingTitle}}} »'));
    expect(confirmed.html).toContain(guillemets('« {{listingTitle}} »'));
    expect(confirmed.html).toContain('href="https://maktabi.ma/bookings/{{bookingId}}"');
    const invoiced = docs.find((d) => d.name === 'booking-invoiced')!.data;
    // the booking's id as its reference, never as if it were the rental's name
    expect(invoiced.text).toContain(
      guillemets(
        '{{else}}la location de votre espace « {{{listingTitle}}} » par {{{tenantName}}}{{/if}} (référence {{bookingId}})',
      ),
    );
    expect(invoiced.text).not.toContain('location {{bookingId}}');
    expect(invoiced.html).toContain('href="https://maktabi.ma/documents/{{bookingId}}"');
  });

  it('uses the collection the extension is configured with', () => {
    expect(TEMPLATES_COLLECTION).toBe(APP_COLLECTION);
  });

  it('refuses a base URL that is not https (the local emulator apart)', () => {
    expect(() => templateDocuments('http://maktabi.ma')).toThrow(/https/);
    expect(templateDocuments('http://localhost:5173')[0].data.text).toContain(
      'http://localhost:5173/',
    );
  });

  it('prints its usage without a base URL, and writes nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main([], {})).toBe(1);
    expect(await main(['--help'], {})).toBe(0);
    expect(log.mock.calls[0][0]).toContain('--base-url');
    log.mockRestore();
  });
});

describe('the Trigger Email extension declaration', () => {
  it('is in firebase.json, configured with the collections the app writes and reads', async () => {
    const { readFileSync } = await import('node:fs');
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      extensions: Record<string, string>;
    };
    expect(firebase.extensions['firestore-send-email']).toMatch(
      /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/,
    );
    const params = Object.fromEntries(
      readFileSync('extensions/firestore-send-email.env', 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(params).toMatchObject({
      MAIL_COLLECTION: 'mail',
      TEMPLATES_COLLECTION,
      USERS_COLLECTION: 'users',
    });
    expect(params.SMTP_CONNECTION_URI).toMatch(/^smtps?:\/\//);
    expect(params.SMTP_CONNECTION_URI).not.toMatch(/:[^:@/]+@/); // no password in the URI
    expect(params.DEFAULT_FROM).toMatch(/<.+@.+>$/);
  });
});
