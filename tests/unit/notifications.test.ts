/**
 * src/domain/notifications.ts (issue 14) and the e-mail templates of src/i18n/fr/emails.json:
 * ids, targets, badge, template variables and rendering (checked against Handlebars itself, the
 * Trigger Email extension's template engine).
 */
import {
  MAIL_DATA_KEYS,
  NOTIFICATION_KINDS,
  REFUSAL_REASON_MAX_LENGTH,
  approvalKind,
  badgeText,
  decisionKind,
  escapeHtml,
  isBookingKind,
  isReviewKind,
  isNotificationKind,
  mailDate,
  mailId,
  mailStay,
  noticeStay,
  documentNumber,
  notificationId,
  notificationTarget,
  rawTemplateVariables,
  refusalReason,
  renderMail,
  renderTemplate,
  revisionKind,
  templateVariables,
  unreadIds,
} from '@/domain/notifications';
import Handlebars from 'handlebars';
import { paths } from '@/config/paths';
import { emailTemplates } from '@/i18n/fr/emails';
import { notificationsText } from '@/i18n/fr/notifications';
import { guillemets } from '../french';

describe('notification kinds', () => {
  it('has the sixteen kinds of the contract (issue 15 added booking-withdrawn, booking-ended, booking-invoiced, then the two review events; then listing-refused), each recognised', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'booking-requested',
      'booking-confirmed',
      'booking-rejected',
      'booking-cancelled',
      'booking-expired',
      'booking-withdrawn',
      'booking-ended',
      'booking-invoiced',
      'listing-approved',
      'listing-suspended',
      'listing-refused',
      'revision-approved',
      'revision-refused',
      'review-posted',
      'review-answered',
      'review-hidden',
      'message',
    ]);
    for (const k of NOTIFICATION_KINDS) expect(isNotificationKind(k)).toBe(true);
    for (const v of ['booking', 'Message', '', null, 3, undefined, ['message']]) {
      expect(isNotificationKind(v)).toBe(false);
    }
  });

  it('tells booking kinds apart', () => {
    expect(NOTIFICATION_KINDS.filter(isBookingKind)).toEqual([
      'booking-requested',
      'booking-confirmed',
      'booking-rejected',
      'booking-cancelled',
      'booking-expired',
      'booking-withdrawn',
      'booking-ended',
      'booking-invoiced',
    ]);
    expect(NOTIFICATION_KINDS.filter(isReviewKind)).toEqual([
      'review-posted',
      'review-answered',
      'review-hidden',
    ]);
  });

  it('names each decision', () => {
    expect(decisionKind('confirmed')).toBe('booking-confirmed');
    expect(decisionKind('rejected')).toBe('booking-rejected');
    expect(approvalKind(true)).toBe('listing-approved');
    expect(approvalKind(false)).toBe('listing-suspended');
    expect(revisionKind(true)).toBe('revision-approved');
    expect(revisionKind(false)).toBe('revision-refused');
  });
});

describe('deterministic ids', () => {
  it('one notification per kind and subject', () => {
    expect(notificationId('booking-confirmed', 'bkg-1')).toBe('booking-confirmed_bkg-1');
    expect(notificationId('listing-approved', 'lst-1')).toBe('listing-approved_lst-1');
  });

  it('one e-mail per event and recipient; a repeatable event adds its time on 13 digits', () => {
    expect(mailId('booking-confirmed', 'bkg-1', 'u1')).toBe('booking-confirmed_bkg-1_u1');
    expect(mailId('listing-approved', 'lst-1', 'u1', 1767225600123)).toBe(
      'listing-approved_lst-1_u1_1767225600123',
    );
    expect(mailId('listing-approved', 'lst-1', 'u1', 42.9)).toBe(
      'listing-approved_lst-1_u1_0000000000042',
    );
    expect(mailId('listing-approved', 'lst-1', 'u1', 0)).toBe(
      'listing-approved_lst-1_u1_0000000000000',
    );
  });
});

describe('notificationTarget', () => {
  it("a booking leads to the reader's bookings: a host's dashboard for a host", () => {
    expect(notificationTarget({ kind: 'booking-confirmed' }, 'tenant')).toEqual({
      to: 'dashboard',
    });
    expect(notificationTarget({ kind: 'booking-confirmed' }, null)).toEqual({ to: 'dashboard' });
    expect(notificationTarget({ kind: 'booking-requested' }, 'host')).toEqual({
      to: 'hostDashboard',
    });
  });

  it("a month's document leads to that month's sheet, for its tenant and its host", () => {
    for (const role of ['tenant', 'host', null] as const) {
      expect(
        notificationTarget({ kind: 'booking-invoiced', bookingId: 'bkg-1', month: 3 }, role),
      ).toEqual({ to: 'documents', bookingId: 'bkg-1', documentId: 'bkg-1_m3' });
      // without its month (parseNotification leaves such a notice out): the booking's documents
      expect(notificationTarget({ kind: 'booking-invoiced', bookingId: 'bkg-1' }, role)).toEqual({
        to: 'documents',
        bookingId: 'bkg-1',
      });
    }
    // another booking event with its booking leads to the reader's bookings, at its card
    expect(notificationTarget({ kind: 'booking-ended', bookingId: 'bkg-1' }, 'tenant')).toEqual({
      to: 'dashboard',
      bookingId: 'bkg-1',
    });
    expect(notificationTarget({ kind: 'booking-requested', bookingId: 'bkg-2' }, 'host')).toEqual({
      to: 'hostDashboard',
      bookingId: 'bkg-2',
    });
    expect(notificationTarget({ kind: 'booking-rejected', bookingId: '' }, 'host')).toEqual({
      to: 'hostDashboard',
    });
    // without its booking (never written so: the rules require it), the reader's bookings
    expect(notificationTarget({ kind: 'booking-invoiced' }, 'host')).toEqual({
      to: 'hostDashboard',
    });
  });

  it('a new review leads its host to it among their reviews, an answer its tenant to it among theirs', () => {
    for (const role of ['tenant', 'host', null] as const) {
      expect(notificationTarget({ kind: 'review-posted', bookingId: 'bkg-1' }, role)).toEqual({
        to: 'hostReview',
        reviewId: 'bkg-1',
      });
      expect(
        notificationTarget(
          { kind: 'review-answered', bookingId: 'bkg-1', listingId: 'lst-1' },
          role,
        ),
      ).toEqual({ to: 'tenantReview', reviewId: 'bkg-1' });
      // (its listing is not needed: the tenant's dashboard lists their reviews)
      expect(notificationTarget({ kind: 'review-answered', bookingId: 'bkg-1' }, role)).toEqual({
        to: 'tenantReview',
        reviewId: 'bkg-1',
      });
    }
    // a hidden review: each to it where they read it, with the admin's reason
    const hidden = { kind: 'review-hidden', bookingId: 'bkg-1', listingId: 'lst-1' } as const;
    expect(notificationTarget(hidden, 'host')).toEqual({ to: 'hostReview', reviewId: 'bkg-1' });
    expect(notificationTarget(hidden, 'tenant')).toEqual({ to: 'tenantReview', reviewId: 'bkg-1' });
    expect(notificationTarget(hidden, null)).toEqual({ to: 'tenantReview', reviewId: 'bkg-1' });
    // (the listing's id is not where the host is led)
    expect(
      notificationTarget({ kind: 'review-posted', bookingId: 'bkg-1', listingId: 'lst-1' }, 'host'),
    ).toEqual({ to: 'hostReview', reviewId: 'bkg-1' });
    // a booking's notice names its listing too: it still leads to the booking's card
    expect(
      notificationTarget(
        { kind: 'booking-confirmed', bookingId: 'bkg-1', listingId: 'lst-1' },
        'tenant',
      ),
    ).toEqual({ to: 'dashboard', bookingId: 'bkg-1' });
    // without its review (never written so: the rules require it), the reader's dashboard
    const incomplete = [
      { kind: 'review-posted', listingId: 'lst-1' },
      { kind: 'review-posted', bookingId: '', listingId: 'lst-1' },
      { kind: 'review-answered', listingId: 'lst-1' },
      { kind: 'review-answered', bookingId: '', listingId: 'lst-1' },
      { kind: 'review-hidden', listingId: 'lst-1' },
    ] as const;
    for (const n of incomplete) {
      expect(notificationTarget(n, 'host')).toEqual({ to: 'hostDashboard' });
      expect(notificationTarget(n, 'tenant')).toEqual({ to: 'dashboard' });
      expect(notificationTarget(n, null)).toEqual({ to: 'dashboard' });
    }
  });

  it('a listing event leads to the host dashboard', () => {
    for (const kind of ['listing-approved', 'revision-refused'] as const) {
      expect(notificationTarget({ kind }, 'host')).toEqual({ to: 'hostDashboard' });
      expect(notificationTarget({ kind }, 'tenant')).toEqual({ to: 'hostDashboard' });
    }
  });

  it('a message leads to its conversation (the dashboard without one)', () => {
    expect(notificationTarget({ kind: 'message', conversationId: 'lst_u' }, 'tenant')).toEqual({
      to: 'conversation',
      id: 'lst_u',
    });
    expect(notificationTarget({ kind: 'message' }, 'host')).toEqual({ to: 'dashboard' });
    expect(notificationTarget({ kind: 'message', conversationId: '' }, 'host')).toEqual({
      to: 'dashboard',
    });
  });
});

describe('unread and badge', () => {
  it('lists the unread ids in order', () => {
    expect(
      unreadIds([
        { id: 'a', read: false },
        { id: 'b', read: true },
        { id: 'c', read: false },
      ]),
    ).toEqual(['a', 'c']);
    expect(unreadIds([])).toEqual([]);
  });

  it('shows nothing at 0, the count up to 9, then 9+', () => {
    expect(badgeText(-1)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('template rendering (Handlebars-compatible)', () => {
  it('finds each variable once, spaces allowed, raw or escaped', () => {
    expect(templateVariables('{{a}} {{ b }} {{a}} {c} {{ d-e }} {{{c}}} {{{ a }}}')).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(templateVariables('rien')).toEqual([]);
    expect(rawTemplateVariables('{{a}} {{{ b }}} {{{b}}} {{c}}')).toEqual(['b']);
    expect(rawTemplateVariables('{{a}}')).toEqual([]);
  });

  it('substitutes {{{x}}} as it is', () => {
    expect(renderTemplate(`« {{{t}}} » « {{t}} »`, { t: `L'<b>` })).toBe(
      `« L'<b> » « L&#x27;&lt;b&gt; »`,
    );
    expect(renderTemplate('{{{ missing }}}!', {})).toBe('!');
    expect(renderTemplate('{{{t}}}/{{b}}', { t: 'x', b: 'y' }, ['b'])).toBe('{{{t}}}/y');
  });

  it('renders as Handlebars does (the extension compiles the templates with it)', () => {
    const data = {
      bookingId: 'bkg-1_A',
      listingId: 'lst-1',
      listingTitle: `Bureau d'angle <b>&"=\`</b> – Anfa`,
      conversationId: 'lst-1_u-1',
      month: '2',
      baseUrl: 'https://maktabi.ma',
      tenantName: `Yasmine O'Brien <i>`,
      startDate: '03/12/2026',
      endDate: '05/12/2026',
      invoiceNumber: 'F-2026-000006',
    };
    // a rental without a last day: no endDate; a month's reçu rather than a facture
    const { endDate: _, invoiceNumber: __, ...rest } = data;
    const open = { ...rest, receiptNumber: 'R-2026-000002' };
    const samples = [
      '{{a}} {{{a}}} {{ a }} {{{ a }}} {{missing}} {{{missing}}}',
      '',
      '{{#if a}}oui {{a}}{{else}}non{{/if}}|{{#if missing}}oui{{else}}non {{{a}}}{{/if}}',
      '{{#if a}}seul{{/if}}{{#if missing}}jamais{{/if}}.{{#if e}}vide{{else}}non{{/if}}',
    ];
    for (const sample of samples) {
      expect(renderTemplate(sample, { a: data.listingTitle, e: '' })).toBe(
        Handlebars.compile(sample)({ a: data.listingTitle, e: '' }),
      );
    }
    for (const t of Object.values(emailTemplates)) {
      for (const part of [t.subject, t.text, t.html]) {
        expect(renderTemplate(part, data)).toBe(Handlebars.compile(part)(data));
        expect(renderTemplate(part, open)).toBe(Handlebars.compile(part)(open));
        // whom it speaks to: the extension gets the boolean, the demo's tab 'true' or nothing
        // (parseMail)
        expect(renderTemplate(part, { ...data, forTenant: 'true' })).toBe(
          Handlebars.compile(part)({ ...data, forTenant: true }),
        );
        expect(renderTemplate(part, data)).toBe(
          Handlebars.compile(part)({ ...data, forTenant: false }),
        );
        // a stay of one day, a refusal with its reason: the flags, inside other blocks
        const flags = { ...data, endDate: data.startDate, oneDay: 'true', withReason: 'true' };
        for (const forTenant of ['true', undefined]) {
          expect(renderTemplate(part, { ...flags, forTenant })).toBe(
            Handlebars.compile(part)({
              ...flags,
              oneDay: true,
              withReason: true,
              forTenant: forTenant === 'true',
            }),
          );
        }
      }
    }
  });

  it('renders blocks inside blocks, as Handlebars does', () => {
    const samples = [
      '{{#if a}}{{#if b}}ab{{else}}a{{/if}}{{else}}{{#if b}}b{{else}}-{{/if}}{{/if}}',
      '{{#if a}}[{{#if b}}{{#if c}}abc{{/if}}{{/if}}]{{/if}} {{#if c}}c{{else}}{{a}}{{/if}}',
      '{{#if a}}1{{/if}}{{#if b}}{{#if a}}2{{else}}3{{/if}}{{/if}}{{#if c}}4{{/if}}',
    ];
    for (const sample of samples) {
      for (const a of ['x', '']) {
        for (const b of ['y', '']) {
          for (const c of ['z', '']) {
            expect(renderTemplate(sample, { a, b, c }), `${sample} ${a}${b}${c}`).toBe(
              Handlebars.compile(sample)({ a, b, c }),
            );
          }
        }
      }
    }
    // with `only`, a block of another name is left whole, with the blocks it holds
    expect(
      renderTemplate('{{#if a}}{{#if b}}B{{/if}}{{u}}{{/if}}', { u: '1', b: 'x' }, ['u']),
    ).toBe('{{#if a}}{{#if b}}B{{/if}}1{{/if}}');
    expect(
      renderTemplate('{{#if a}}{{#if b}}B{{else}}b{{/if}}{{/if}}', { a: 'x' }, ['a', 'b']),
    ).toBe('b');
    expect(templateVariables('{{#if a}}{{#if b}}{{c}}{{/if}}{{/if}}')).toEqual(['a', 'b', 'c']);
    // every block of a name given is rendered, after one of another name left whole
    expect(
      renderTemplate('{{#if x}}X{{/if}}{{#if a}}A{{/if}}{{#if b}}B{{/if}}', { a: '1' }, ['a', 'b']),
    ).toBe('{{#if x}}X{{/if}}A');
    // the names of blocks written with spaces, as Handlebars reads them
    expect(templateVariables('{{#if  a}}1{{/if}}{{#if b }}2{{/if}}')).toEqual(['a', 'b']);
  });

  it("keeps a block's first part when its name has a value, else its other part", () => {
    const template = 'Du {{start}}{{#if end}} au {{end}}{{else}}, sans fin{{/if}}.';
    expect(renderTemplate(template, { start: '1', end: '2' })).toBe('Du 1 au 2.');
    expect(renderTemplate(template, { start: '1' })).toBe('Du 1, sans fin.');
    expect(renderTemplate(template, { start: '1', end: '' })).toBe('Du 1, sans fin.');
    expect(renderTemplate('{{#if a}}A{{/if}}{{#if b}}B{{/if}}', { b: 'x' })).toBe('B');
    // two blocks: each keeps its own parts
    expect(
      renderTemplate('{{#if a}}1{{else}}2{{/if}}-{{#if b}}3{{else}}4{{/if}}', { a: 'x' }),
    ).toBe('1-4');
    // with `only`, a block of another name is left whole, its variables rendered
    expect(
      renderTemplate('{{#if end}}{{baseUrl}} {{end}}{{else}}-{{/if}}', { baseUrl: 'u' }, [
        'baseUrl',
      ]),
    ).toBe('{{#if end}}u {{end}}{{else}}-{{/if}}');
    expect(renderTemplate('{{#if end}}A{{else}}B{{/if}}', {}, ['end'])).toBe('B');
    expect(templateVariables('{{a}} {{#if b}}{{c}}{{else}}{{a}}{{/if}}')).toEqual(['a', 'b', 'c']);
  });

  it('reads the block tags as Handlebars writes them, spaces included', () => {
    for (const sample of [
      '{{#if  a}}1{{ else }}2{{/if}}',
      '{{#if a }}1{{else }}2{{/if}}',
      '{{#if a}}1 2{{else}}3 4{{/if}}',
    ]) {
      for (const a of ['x', '']) {
        expect(renderTemplate(sample, { a })).toBe(Handlebars.compile(sample)({ a }));
      }
    }
    expect(renderTemplate('{{#if a}}1{{ else }}2{{/if}}', {})).toBe('2');
    // `else` is a tag, never a value's name (outside a block it is left alone)
    expect(renderTemplate('{{else}} {{else }} {{elsewhere}}', { else: 'X', elsewhere: 'Y' })).toBe(
      '{{else}} {{else }} Y',
    );
    expect(templateVariables('{{ else }} {{elsewhere}}')).toEqual(['elsewhere']);
  });

  it('escapes values as {{x}} does', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`=</a>`)).toBe(
      '&lt;a href&#x3D;&quot;x&quot; title&#x3D;&#x27;y&#x27;&gt;&amp;&#x60;&#x3D;&lt;/a&gt;',
    );
    expect(escapeHtml('bkg-1_A')).toBe('bkg-1_A');
  });

  it('substitutes values, a missing one as empty', () => {
    expect(renderTemplate('Réservation {{bookingId}} ({{ missing }})', { bookingId: 'b<1>' })).toBe(
      'Réservation b&lt;1&gt; ()',
    );
  });

  it('with `only`, leaves the other variables for later', () => {
    expect(
      renderTemplate('{{baseUrl}}/x/{{bookingId}}', { baseUrl: 'https://m.ma' }, ['baseUrl']),
    ).toBe('https://m.ma/x/{{bookingId}}');
  });

  it('renders the three parts', () => {
    expect(
      renderMail({ subject: 'S {{a}}', text: 'T {{a}}', html: '<p>{{a}}</p>' }, { a: '&' }),
    ).toEqual({ subject: 'S &amp;', text: 'T &amp;', html: '<p>&amp;</p>' });
  });
});

describe('the French e-mail templates (src/i18n/fr/emails.json)', () => {
  // the base URL (filled in by scripts/load-email-templates.mjs) and the mail's data
  const ALLOWED: string[] = ['baseUrl', ...MAIL_DATA_KEYS];
  // the blocks: a rental without a last day says « à partir du », a month's document its kind,
  // a cancellation its avoir, a booking's e-mail speaks to its tenant or its host
  const BLOCKS =
    /\{\{#if (endDate|oneDay|invoiceNumber|creditNoteNumber|forTenant|withReason)\}\}|\{\{else\}\}|\{\{\/if\}\}/g;

  it('has one template per kind, including message, with subject, text and HTML', () => {
    expect(Object.keys(emailTemplates).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const t of Object.values(emailTemplates)) {
      expect(Object.keys(t).sort()).toEqual(['html', 'subject', 'text']);
      expect(t.subject).toMatch(/^Maktabi – /);
      expect(t.text).toMatch(/^Bonjour,/);
      expect(t.html).toMatch(/^<p>Bonjour,<\/p>/);
    }
  });

  it("says a rental's end without naming who set it: the tenant's notice or the admin", () => {
    // (one kind for both: src/services/shared/plans, the notice and the admin's end)
    const ended = emailTemplates['booking-ended'];
    for (const part of [ended.text, ended.html]) {
      expect(part).toContain(
        'a maintenant une date de fin\u00a0: son dernier jour est le {{endDate}}',
      );
      expect(part).not.toMatch(/par Maktabi|par le locataire|congé/);
    }
  });

  it("substitutes only ids, the listing's title and the base URL", () => {
    for (const t of Object.values(emailTemplates)) {
      for (const part of [t.subject, t.text, t.html]) {
        for (const v of templateVariables(part)) expect(ALLOWED).toContain(v);
        expect(part.replace(BLOCKS, '').replace(/\{\{\{?\s*[A-Za-z]+\s*\}\}\}?/g, '')).not.toMatch(
          /[{}]/,
        );
      }
    }
  });

  it('names the listing in every body: as it is in the text, escaped in the HTML, never in the subject', () => {
    for (const t of Object.values(emailTemplates)) {
      expect(templateVariables(t.subject)).toEqual([]);
      // names as they are in the text: the listing's title, and a tenant's name
      expect(rawTemplateVariables(t.text)).toContain('listingTitle');
      for (const v of rawTemplateVariables(t.text))
        expect(['listingTitle', 'tenantName']).toContain(v);
      expect(t.text).toContain(guillemets('« {{{listingTitle}}} »'));
      expect(t.text).not.toMatch(/[^{]\{\{listingTitle\}\}/);
      expect(rawTemplateVariables(t.html)).toEqual([]);
      expect(t.html).toContain(guillemets('« {{listingTitle}} »'));
      // the same sentences in both parts
      expect(t.html).toContain(
        `<p>${t.text.split('\n\n')[1].replace(/\{\{\{(\w+)\}\}\}/g, '{{$1}}')}</p>`,
      );
    }
  });

  it('needs no elision whatever the name (« demandée par Omar Chraibi », never « au nom de Omar »)', () => {
    // a word that elides before a vowel (« de » → « d' », « le » → « l' », « du » → « de l' »…)
    // followed by one: the templates are fixed text, so no name may come right after such a
    // word, only a date or a number (« du 11/12/2026 », « le 12/12/2026 », « du 2e mois »)
    const ELISION =
      /(?<!\p{L})(?:de|du|au|le|la|que|ce|ne|se|me|te|je|jusque|lorsque|puisque) +[aeiouâàäéèêëîïôöûùüœæ]/iu;
    expect('au nom de Omar Chraibi').toMatch(ELISION);
    expect('la location de Élodie').toMatch(ELISION);
    expect('demandée par Omar, le 12/12/2026, de Yasmine').not.toMatch(ELISION);
    for (const tenantName of ['Omar Chraibi', 'Imane Alaoui', 'Élodie Amrani', 'Anas Ouali']) {
      const data = {
        bookingId: 'bkg-11',
        conversationId: 'lst-1_u-1',
        listingTitle: 'Open space Agdal',
        tenantName,
        startDate: '11/12/2026',
        endDate: '12/12/2026',
        month: '2',
        invoiceNumber: 'F-2026-000006',
        baseUrl: 'https://maktabi.ma',
      };
      const { endDate: _, invoiceNumber: __, ...rest } = data;
      const open = { ...rest, receiptNumber: 'R-2026-000002' };
      const toTenant = [data, open].map((v) => ({ ...v, forTenant: 'true' }));
      for (const [kind, t] of Object.entries(emailTemplates)) {
        for (const values of [data, open, ...toTenant]) {
          for (const part of Object.values(renderMail(t, values))) {
            expect(part, kind).not.toMatch(ELISION);
          }
        }
      }
    }
    // the host's e-mails that name their tenant say who asked for the booking
    const confirmed = renderMail(emailTemplates['booking-confirmed'], {
      bookingId: 'bkg-11',
      listingTitle: 'Bureau',
      tenantName: 'Omar Chraibi',
      startDate: '11/12/2026',
      endDate: '12/12/2026',
    });
    expect(confirmed.text).toContain(
      guillemets(
        'La réservation de votre espace « Bureau » du 11/12/2026 au 12/12/2026, demandée par Omar Chraibi (référence bkg-11), a été validée par Maktabi.',
      ),
    );
    for (const t of Object.values(emailTemplates)) {
      expect(t.text).not.toContain('au nom de');
      expect(t.html).not.toContain('au nom de');
    }
  });

  it('speaks to each reader of a booking: the tenant as « vous », the host of the tenant by name', () => {
    const stay = {
      bookingId: 'bkg-11',
      listingTitle: 'Bureau',
      tenantName: 'Omar Chraibi',
      startDate: '11/12/2026',
      endDate: '12/12/2026',
      month: '2',
      invoiceNumber: 'F-2026-000006',
      baseUrl: 'https://m.ma',
    };
    // the kinds sent to both (src/services/shared/plans: bookingNotices' recipients)
    const both = [
      'booking-confirmed',
      'booking-rejected',
      'booking-withdrawn',
      'booking-ended',
      'booking-invoiced',
    ] as const;
    for (const kind of both) {
      const t = emailTemplates[kind];
      expect(templateVariables(t.text), kind).toContain('forTenant');
      const tenant = renderMail(t, { ...stay, forTenant: 'true' });
      const host = renderMail(t, stay);
      for (const part of [tenant.text, tenant.html]) {
        expect(part, kind).not.toContain('Omar Chraibi');
        expect(part, kind).toMatch(/Votre (demande de )?(réservation|location)|votre location/);
        expect(part, kind).not.toMatch(/votre espace|le locataire/);
      }
      for (const part of [host.text, host.html]) {
        expect(part, kind).toContain('par Omar Chraibi');
        expect(part, kind).toContain('votre espace');
      }
    }
    expect(
      renderMail(emailTemplates['booking-confirmed'], { ...stay, forTenant: 'true' }).text,
    ).toContain(
      guillemets(
        "Votre réservation de l'espace « Bureau » du 11/12/2026 au 12/12/2026 (référence bkg-11) a été validée par Maktabi. Les coordonnées de l'hôte sont maintenant visibles sur votre réservation.",
      ),
    );
    expect(
      renderMail(emailTemplates['booking-rejected'], { ...stay, forTenant: 'true' }).text,
    ).toContain('et vous pouvez faire une nouvelle demande pour d');
    expect(renderMail(emailTemplates['booking-rejected'], stay).text).toContain(
      'et le locataire peut faire une nouvelle demande pour d',
    );
    // a refusal says whether Maktabi gave a reason, never the reason itself
    const rejected = emailTemplates['booking-rejected'];
    expect(renderMail(rejected, { ...stay, forTenant: 'true', withReason: 'true' }).text).toContain(
      'Le motif du refus figure sur votre réservation.',
    );
    expect(renderMail(rejected, { ...stay, withReason: 'true' }).text).toContain(
      'Le motif du refus figure sur la réservation.',
    );
    for (const forTenant of ['true', undefined]) {
      const text = renderMail(rejected, { ...stay, forTenant }).text;
      expect(text).toContain("Maktabi n'a pas indiqué de motif.");
      expect(text).not.toContain('Le motif');
    }
    // so does a cancellation of a confirmed booking
    const withdrawn = emailTemplates['booking-withdrawn'];
    expect(
      renderMail(withdrawn, { ...stay, forTenant: 'true', withReason: 'true' }).text,
    ).toContain("Le motif de l'annulation figure sur votre réservation.");
    expect(renderMail(withdrawn, { ...stay, withReason: 'true' }).html).toContain(
      "Le motif de l'annulation figure sur la réservation.",
    );
    for (const forTenant of ['true', undefined]) {
      const mail = renderMail(withdrawn, { ...stay, forTenant });
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain("Maktabi n'a pas indiqué de motif.");
        expect(body).not.toContain('Le motif');
      }
    }
    // its avoir, by its number, when the cancellation issued one; else that there was nothing
    for (const forTenant of ['true', undefined]) {
      const mail = renderMail(withdrawn, {
        ...stay,
        forTenant,
        creditNoteNumber: 'AV-2026-000004',
      });
      const where = forTenant ? 'votre' : 'la';
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(
          `L'avoir AV-2026-000004 annule le reçu ou la facture de cette réservation\u00a0: il est disponible avec ${where} réservation.`,
        );
        expect(body).not.toContain('Aucun reçu');
      }
      const none = renderMail(withdrawn, { ...stay, forTenant });
      for (const body of [none.text, none.html]) {
        expect(body).toContain(
          "Aucun reçu ni facture n'avait été émis pour cette réservation\u00a0: il n'y a rien à annuler.",
        );
        expect(body).not.toContain("L'avoir");
      }
    }
    // a hidden review: each reads whose review it is, and where the admin's reason is
    const hiddenMail = emailTemplates['review-hidden'];
    const mine = renderMail(hiddenMail, { ...stay, forTenant: 'true' });
    expect(mine.text).toContain(
      "Votre avis sur l'espace « Bureau » (séjour du 11/12/2026 au 12/12/2026, référence bkg-11) a été masqué par Maktabi : il n'apparaît plus sur la page de l'espace ni dans sa note moyenne. Le motif de Maktabi figure avec votre avis, dans votre tableau de bord.",
    );
    expect(mine.text).toContain('/dashboard#review-bkg-11');
    expect(mine.text).not.toContain('/host/dashboard');
    const theirs = renderMail(hiddenMail, stay);
    for (const part of [theirs.text, theirs.html]) {
      expect(part).toContain("L'avis laissé par Omar Chraibi sur votre espace « Bureau »");
      expect(part).toContain("Le motif de Maktabi figure avec l'avis, dans votre tableau de bord.");
      expect(part).toContain('/host/dashboard#review-bkg-11');
    }
    // the kinds sent to one of the two are written for that one
    for (const kind of [
      'booking-requested',
      'booking-cancelled',
      'booking-expired',
      'review-posted',
      'review-answered',
    ] as const) {
      expect(templateVariables(emailTemplates[kind].text), kind).not.toContain('forTenant');
    }
  });

  it('names a stay of one day by its day, a longer one by its first and last, a rental without a last day by its first', () => {
    const base = { bookingId: 'bkg-11', listingTitle: 'Bureau', tenantName: 'Omar Chraibi' };
    const oneDay = { ...base, startDate: '28/12/2026', endDate: '28/12/2026', oneDay: 'true' };
    const twoDays = { ...base, startDate: '28/12/2026', endDate: '29/12/2026' };
    const open = { ...base, startDate: '28/12/2026' };
    const bookingKinds = [
      'booking-requested',
      'booking-confirmed',
      'booking-rejected',
      'booking-cancelled',
      'booking-expired',
      'booking-withdrawn',
    ] as const;
    for (const kind of [
      ...bookingKinds,
      'review-posted',
      'review-answered',
      'review-hidden',
    ] as const) {
      const t = emailTemplates[kind];
      const day = kind.startsWith('review') ? 'du 28/12/2026' : 'pour le 28/12/2026';
      for (const forTenant of ['true', undefined]) {
        const { text, html } = renderMail(t, { ...oneDay, forTenant });
        for (const part of [text, html]) {
          expect(part, kind).toMatch(new RegExp(`[ (]${day}[,( ]`));
          expect(part, kind).not.toContain('au 28/12/2026');
        }
        expect(renderMail(t, { ...twoDays, forTenant }).text, kind).toContain(
          'du 28/12/2026 au 29/12/2026',
        );
        expect(renderMail(t, { ...open, forTenant }).text, kind).toContain(
          'à partir du 28/12/2026',
        );
      }
    }
    expect(
      renderMail(emailTemplates['booking-confirmed'], { ...oneDay, forTenant: 'true' }).text,
    ).toContain(
      guillemets(
        "Votre réservation de l'espace « Bureau » pour le 28/12/2026 (référence bkg-11) a été validée par Maktabi.",
      ),
    );
    expect(renderMail(emailTemplates['review-posted'], oneDay).text).toContain(
      '(séjour du 28/12/2026, référence bkg-11)',
    );
    // the day freed, in the singular
    const freed = {
      'booking-cancelled': ['Ce jour est de nouveau libre.', 'Les jours sont de nouveau libres.'],
      'booking-rejected': [
        "Le jour qu'elle retenait est libéré",
        "Les jours qu'elle retenait sont libérés",
      ],
      'booking-withdrawn': [
        'Le jour réservé est de nouveau libre.',
        'Les jours réservés sont de nouveau libres.',
      ],
    } as const;
    for (const [kind, [one, many]] of Object.entries(freed)) {
      const t = emailTemplates[kind as keyof typeof freed];
      for (const part of Object.values(renderMail(t, oneDay)).slice(1)) {
        expect(part, kind).toContain(one);
        expect(part, kind).not.toContain(many);
      }
      for (const values of [twoDays, open]) {
        for (const part of Object.values(renderMail(t, values)).slice(1)) {
          expect(part, kind).toContain(many);
          expect(part, kind).not.toContain(one);
        }
      }
    }
  });

  it("links to the app's own addresses", () => {
    const link = (kind: keyof typeof emailTemplates) =>
      /\{\{baseUrl\}\}(\S+)/.exec(emailTemplates[kind].text)?.[1];
    // a booking's, for both of its people: on to each one's dashboard (BookingLinkPage)
    const booking = decodeURIComponent(paths.booking('{{bookingId}}'));
    expect(link('booking-confirmed')).toBe(booking);
    expect(link('booking-expired')).toBe(booking);
    expect(link('booking-requested')).toBe(booking);
    expect(link('listing-approved')).toBe(paths.hostDashboard());
    expect(link('message')).toBe(decodeURIComponent(paths.conversation('{{conversationId}}')));
    expect(link('booking-invoiced')).toBe(decodeURIComponent(paths.document('{{bookingId}}')));
    // only a month's document names its month
    for (const [kind, t] of Object.entries(emailTemplates)) {
      expect(templateVariables(t.text).includes('month')).toBe(kind === 'booking-invoiced');
    }
    for (const t of Object.values(emailTemplates)) {
      expect(t.html).toContain('href="{{baseUrl}}/');
    }
  });

  it('the panel has a French sentence for every kind', () => {
    for (const k of NOTIFICATION_KINDS) expect(notificationsText.kinds[k]).toContain('{title}');
  });
});

describe('the document an event issued, named by its number (documentNumber)', () => {
  it("is a facture's number, a reçu's or an avoir's", () => {
    expect(documentNumber('facture', 'F-2026-000006')).toEqual({
      invoiceNumber: 'F-2026-000006',
    });
    expect(documentNumber('recu', 'R-2026-000002')).toEqual({
      receiptNumber: 'R-2026-000002',
    });
    // a cancellation's avoir
    expect(documentNumber('avoir', 'AV-2026-000003')).toEqual({
      creditNoteNumber: 'AV-2026-000003',
    });
  });

  it("says which in the month's e-mail", () => {
    const t = emailTemplates['booking-invoiced'];
    const data = {
      month: '2',
      bookingId: 'bkg-14',
      listingTitle: 'Bureau',
      tenantName: 'Omar Chraibi',
      baseUrl: 'https://m.ma',
    };
    // the space by its title, the booking's id as its reference (« (référence bkg-14) »), never
    // as if it were the rental's name (« de la location bkg-14 »)
    const invoice = renderMail(t, { ...data, invoiceNumber: 'F-2026-000006' });
    expect(invoice.text).toContain(
      guillemets(
        'La facture F-2026-000006 du 2e mois de la location de votre espace « Bureau » par Omar Chraibi (référence bkg-14) est disponible.',
      ),
    );
    expect(invoice.html).toContain(
      guillemets(
        'La facture F-2026-000006 du 2e mois de la location de votre espace « Bureau » par Omar Chraibi (référence bkg-14) est disponible.',
      ),
    );
    expect(renderTemplate(t.text, { ...data, receiptNumber: 'R-2026-000002' })).toContain(
      guillemets(
        'Le reçu R-2026-000002 du 2e mois de la location de votre espace « Bureau » par Omar Chraibi (référence bkg-14) est disponible.',
      ),
    );
    // to its tenant
    expect(
      renderTemplate(t.text, { ...data, invoiceNumber: 'F-2026-000006', forTenant: 'true' }),
    ).toContain(
      guillemets(
        "La facture F-2026-000006 du 2e mois de votre location de l'espace « Bureau » (référence bkg-14) est disponible.",
      ),
    );
    for (const part of [invoice.text, invoice.html]) {
      expect(part).toContain('(référence bkg-14)');
      expect(part).not.toContain('location bkg-14');
    }
  });
});

describe("a booking's e-mail: its tenant and days (mailStay)", () => {
  it('writes a day as DD/MM/YYYY', () => {
    expect(mailDate('2026-12-03')).toBe('03/12/2026');
    expect(mailDate('2027-01-31')).toBe('31/01/2027');
  });

  it('names the tenant, the first day and the last one', () => {
    expect(
      mailStay({ tenantName: 'Yasmine Benali', startDate: '2026-12-03', endDate: '2026-12-05' }),
    ).toEqual({ tenantName: 'Yasmine Benali', startDate: '03/12/2026', endDate: '05/12/2026' });
  });

  it('says a stay of one day is one (the template says « pour le »)', () => {
    expect(
      mailStay({ tenantName: 'Omar', startDate: '2026-12-28', endDate: '2026-12-28' }),
    ).toEqual({ tenantName: 'Omar', startDate: '28/12/2026', endDate: '28/12/2026', oneDay: true });
  });

  it('has no last day for a rental without one (the template says « à partir du »)', () => {
    const open = mailStay({ tenantName: 'Omar', startDate: '2027-01-01', endDate: null });
    expect(open).toEqual({ tenantName: 'Omar', startDate: '01/01/2027' });
    expect('endDate' in open).toBe(false);
  });
});

describe("a booking's notification: its days (noticeStay)", () => {
  it('names the first day and the last one as the booking holds them', () => {
    expect(noticeStay({ startDate: '2026-12-03', endDate: '2026-12-05' })).toEqual({
      startDate: '2026-12-03',
      endDate: '2026-12-05',
    });
  });

  it('has no last day for a rental without one', () => {
    const open = noticeStay({ startDate: '2027-01-01', endDate: null });
    expect(open).toEqual({ startDate: '2027-01-01' });
    expect('endDate' in open).toBe(false);
  });
});

describe('refusalReason', () => {
  it('is the reason trimmed, or null when there is none', () => {
    expect(refusalReason('  Photos floues.\n')).toBe('Photos floues.');
    expect(refusalReason('Ligne 1\nLigne 2')).toBe('Ligne 1\nLigne 2');
    expect(refusalReason('   ')).toBeNull();
    expect(refusalReason('')).toBeNull();
    expect(refusalReason(null)).toBeNull();
    expect(refusalReason(undefined)).toBeNull();
  });

  it('keeps a reason too long as it is (the caller refuses it)', () => {
    expect(REFUSAL_REASON_MAX_LENGTH).toBe(500);
    expect(refusalReason('x'.repeat(501))).toHaveLength(501);
  });
});
