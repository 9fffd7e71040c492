/**
 * Receipts, invoices and credit notes on screen (issue 15): the document page as its tenant and
 * its host see it (facture with HT / TVA / TTC for a VAT-registered host, reçu otherwise, avoir
 * after a cancellation), its print button, the dashboards' links, and the admin's cancellation.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountInWords } from '@/domain/amountInWords';
import { todayInMorocco } from '@/domain/days';
import { formatMadCentimes, vatBreakdown } from '@/domain/money';
import { buildSeed } from '@/services/seed/data';
import { asShown, DEMO, renderApp, testBackend, type LocalTestBackend } from '../utils';
import { guillemets } from '../french';

const seed = buildSeed(new Date());
const YEAR = todayInMorocco().slice(0, 4);
const bookingOf = (id: string) => seed.bookings.find((b) => b.id === id)!;
const COMPANY = {
  kind: 'company',
  raisonSociale: 'Riad Offices SARL',
  ice: '001525479000083',
  identifiantFiscal: '40123456',
  rcNumber: '345678',
  rcCourt: 'Rabat',
  taxeProfessionnelle: '35123456',
  address: '4 avenue Mohammed V, Rabat',
  vatRegistered: true,
};

/** Gives `uid` a legal identity in the store (as the profile form would). */
function giveIdentity(backend: LocalTestBackend, uid: string, identity: Record<string, unknown>) {
  const raw = backend.__raw!;
  raw.seed({ [`users/${uid}`]: { ...raw.peek(`users/${uid}`)!, legalIdentity: identity } });
}

/** The sheet whose heading starts with `title` ("Facture", "Reçu", "Avoir"). */
async function sheet(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`^${title}`) });
  return heading.closest('article')!;
}

describe('the document page', () => {
  it("a VAT-registered host's facture: number, ICE, HT / TVA 20 % / TTC, amount in words", async () => {
    const booking = bookingOf('bkg-02'); // the demo tenant's pending request
    const backend = await testBackend({ as: 'tenant' });
    giveIdentity(backend, booking.hostId, COMPANY);
    await (await backend.admin.unlock(DEMO.adminPassword)).confirmBooking(booking.id);
    renderApp({ backend, route: `/documents/${booking.id}` });

    const facture = await sheet('Facture');
    expect(within(facture).getByText(`N° F-${YEAR}-000001`)).toBeInTheDocument();
    expect(within(facture).getByText('Riad Offices SARL')).toBeInTheDocument();
    expect(within(facture).getByText('ICE : 001525479000083')).toBeInTheDocument();
    expect(within(facture).getByText('RC : 345678 (Rabat)')).toBeInTheDocument();
    expect(within(facture).getByText(booking.tenantName)).toBeInTheDocument();
    const total = booking.totalPrice * 100;
    const vat = vatBreakdown(total, { pricesInclude: 'TTC', rate: 20 });
    expect(vat.ht + vat.tva).toBe(total);
    const row = (label: string) => within(facture).getByText(label).closest('div')!;
    expect(row('Total HT')).toHaveTextContent(asShown(formatMadCentimes(vat.ht)), {
      normalizeWhitespace: false,
    });
    expect(row('TVA 20 %')).toHaveTextContent(asShown(formatMadCentimes(vat.tva)), {
      normalizeWhitespace: false,
    });
    expect(row('Total TTC')).toHaveTextContent(asShown(formatMadCentimes(total)), {
      normalizeWhitespace: false,
    });
    expect(within(facture).queryByText('TVA non applicable')).not.toBeInTheDocument();
    // its lines are tax included, and say so beside "Total HT"
    expect(within(facture).getByRole('columnheader', { name: 'Prix unitaire TTC' })).toBeVisible();
    expect(within(facture).getByRole('columnheader', { name: 'Montant TTC' })).toBeVisible();
    expect(
      within(facture).getByText(
        `Arrêté le présent document à la somme de : ${amountInWords(total)}.`,
      ),
    ).toBeInTheDocument();
    const table = within(facture).getByRole('table', { name: 'Détail du document' });
    expect(within(table).getByRole('cell', { name: '2 jours' })).toBeInTheDocument();
  });

  it('a host without an identity issues a reçu: a total and "TVA non applicable"; print prints', async () => {
    const booking = bookingOf('bkg-01'); // confirmed in the seed
    const backend = await testBackend({ as: 'tenant' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp({ backend, route: `/documents/${booking.id}` });
    const recu = await sheet('Reçu');
    expect(within(recu).getByText(/^N° R-\d{4}-\d{6}$/)).toBeInTheDocument();
    expect(within(recu).getByText('TVA non applicable')).toBeInTheDocument();
    expect(within(recu).getByText('Total').closest('div')).toHaveTextContent(
      asShown(formatMadCentimes(booking.totalPrice * 100)),
      { normalizeWhitespace: false },
    );
    expect(within(recu).queryByText('Total HT')).not.toBeInTheDocument();
    // the page is named for what it holds
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Reçu$/);
    // (the title is written by an effect once the page's data is drawn: waited for)
    await waitFor(() => expect(document.title).toBe('Reçu | Maktabi'));
    expect(within(recu).getByRole('columnheader', { name: 'Prix unitaire' })).toBeVisible();
    expect(within(recu).getByRole('columnheader', { name: 'Montant' })).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    // one document: nothing to choose
    expect(screen.queryByRole('button', { name: /^Imprimer ce document seul/ })).toBeNull();
    print.mockRestore();
  });

  it('after the admin cancels, the host sees the facture and the avoir that references it', async () => {
    const booking = bookingOf('bkg-15'); // confirmed, starts in 25 days, the demo host's
    const backend = await testBackend({ as: 'host' });
    await (await backend.admin.unlock(DEMO.adminPassword)).cancelConfirmedBooking(booking.id);
    renderApp({ backend, route: `/documents/${booking.id}` });
    const facture = await sheet('Facture'); // the demo host invoices as a VAT-registered company
    const number = within(facture)
      .getByText(/^N° F-/)
      .textContent!.slice(3);
    const avoir = await sheet('Avoir');
    expect(within(avoir).getByText(`N° AV-${YEAR}-000001`)).toBeInTheDocument();
    expect(within(avoir).getByText(`Avoir sur le document n° ${number}`)).toBeInTheDocument();
    expect(within(avoir).getByText('Total TTC').closest('div')).toHaveTextContent(
      asShown(formatMadCentimes(booking.totalPrice * 100)),
      { normalizeWhitespace: false },
    );
    // the page says the facture is cancelled, and by which avoir (on screen: it prints as issued)
    const note = screen.getByText(/^Ce document est annulé par l'avoir/);
    expect(note).toHaveTextContent(`Ce document est annulé par l'avoir AV-${YEAR}-000001.`);
    expect(note).toHaveClass('print:hidden');
    expect(note.closest('.document-entry')).toContainElement(facture);
    expect(within(note).getByRole('link', { name: `AV-${YEAR}-000001` })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/documents/${booking.id}#document-`)),
    );
    expect(screen.getAllByText(/annulé par l'avoir/)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Facture et avoir$/);
  });

  it('with several documents, each prints on its own; "Tout imprimer" prints them all', async () => {
    const booking = bookingOf('bkg-15');
    const backend = await testBackend({ as: 'host' });
    await (await backend.admin.unlock(DEMO.adminPassword)).cancelConfirmedBooking(booking.id);
    /** At each print: the container's mark, and the heading of each entry it marks. */
    const calls: { one: boolean; marked: string[] }[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const box = document.querySelector('.documents-print')!;
      calls.push({
        one: box.hasAttribute('data-print-one'),
        marked: [...box.querySelectorAll('.document-entry[data-print-one]')].map(
          (e) => e.querySelector('h2')!.textContent!,
        ),
      });
    });
    renderApp({ backend, route: `/documents/${booking.id}` });
    await sheet('Avoir');
    const user = userEvent.setup();
    const alone = screen.getAllByRole('button', { name: /^Imprimer ce document seul\u00a0: / });
    expect(alone.map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Imprimer ce document seul\u00a0: Facture F-\d{4}-\d{6}$/),
      expect.stringMatching(/^Imprimer ce document seul\u00a0: Avoir AV-\d{4}-\d{6}$/),
    ]);
    expect(alone[0]).toHaveTextContent('Imprimer ce document seul');

    await user.click(alone[1]!);
    expect(calls).toEqual([{ one: true, marked: [expect.stringMatching(/^Avoir/)] }]);
    // the dialog closes: the mark goes
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-one]')).not.toBeInTheDocument());
    await user.click(alone[0]!);
    // a browser that sends no afterprint: "Tout imprimer" clears the mark itself
    await user.click(screen.getByRole('button', { name: 'Tout imprimer ou enregistrer en PDF' }));
    expect(calls.slice(1)).toEqual([
      { one: true, marked: [expect.stringMatching(/^Facture/)] },
      { one: false, marked: [] },
    ]);
    expect(print).toHaveBeenCalledTimes(3);
    print.mockRestore();
  });

  it('a link to one sheet: once loaded, the page scrolls to it, marks it and focuses its heading', async () => {
    const booking = bookingOf('bkg-15');
    const backend = await testBackend({ as: 'host' });
    await (await backend.admin.unlock(DEMO.adminPassword)).cancelConfirmedBooking(booking.id);
    const documents = await backend.bookings.getDocuments(booking.id, 'host');
    const avoir = documents.find((d) => d.kind === 'avoir');
    // jsdom lays nothing out: record which element was scrolled to
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const route = `/documents/${booking.id}#document-${avoir!.id}`;
      const { router } = renderApp({ backend, route });
      const heading = await screen.findByRole('heading', { level: 2, name: /^Avoir/ });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toEqual([heading.closest('.document-entry')]);
      expect(heading.closest('.document-entry')).toHaveClass('ring-2');
      const other = screen.getByRole('heading', { level: 2, name: /^Facture/ });
      expect(other.closest('.document-entry')).not.toHaveClass('ring-2');
      // the reader moves on; the same link followed again (the bell, on this page) goes back
      const print = screen.getByRole('button', { name: 'Tout imprimer ou enregistrer en PDF' });
      print.focus();
      await act(() => router.navigate(route));
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toHaveLength(2);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('an anchor that names no sheet of the booking moves nothing', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const backend = await testBackend({ as: 'tenant' });
      // another booking's sheet, then an anchor that is not even valid percent-encoding
      for (const hash of ['#document-bkg-15', '#document-%E0%A4%A']) {
        const view = renderApp({ backend, route: `/documents/bkg-01${hash}` });
        const heading = await screen.findByRole('heading', { level: 2, name: /^Reçu/ });
        expect(heading).not.toHaveFocus();
        expect(heading.closest('.document-entry')).not.toHaveClass('ring-2');
        view.unmount();
      }
      expect(scrolled).toEqual([]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("another tenant finds no document (nobody else's is shown)", async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/documents/bkg-15' });
    expect(
      await screen.findByRole('heading', { name: 'Aucun document à afficher' }),
    ).toBeInTheDocument();
    // which says nothing of a booking that is not theirs (nor that one exists)
    expect(screen.getByText(/seuls son locataire et son hôte peuvent le consulter/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Imprimer/ })).not.toBeInTheDocument();
  });

  it('says when the documents failed to load, and loads them again', async () => {
    const real = await testBackend({ as: 'tenant' });
    let calls = 0;
    const backend = {
      ...real,
      bookings: {
        ...real.bookings,
        getDocuments: async (id: string, role: 'host' | 'tenant') => {
          calls += 1;
          if (calls === 1) throw new Error('réseau');
          return real.bookings.getDocuments(id, role);
        },
      },
    };
    renderApp({ backend, route: '/documents/bkg-01' });
    expect(await screen.findByText('Impossible de charger le document.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await sheet('Reçu')).toBeInTheDocument();
  });
});

describe('the dashboards link each booking to its documents', () => {
  it("the tenant's confirmed booking links to its reçu", async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    await waitFor(() => expect(document.getElementById('booking-bkg-01')).not.toBeNull());
    const card = document.getElementById('booking-bkg-01')!.closest('article')!;
    const link = await within(card).findByRole('link', { name: /^Reçu R-\d{4}-\d{6}/ });
    expect(link.getAttribute('href')).toMatch(/^\/documents\/bkg-01#document-bkg-01$/);
    // a pending request has none
    const pending = document.getElementById('booking-bkg-02')!.closest('article')!;
    expect(within(pending).queryByRole('link', { name: /^Reçu|^Facture/ })).not.toBeInTheDocument();
    // followed: the page opens at that sheet, its heading focused
    await userEvent.setup().click(link);
    const heading = await screen.findByRole('heading', { level: 2, name: /^Reçu/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('the admin cancels a confirmed booking before it starts', () => {
  it('only a future one, after confirming in a dialog; the avoir is issued', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    renderApp({ backend, route: '/admin?tab=history' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    const future = bookingOf('bkg-15');
    const named = (title: string) => (_: string, el: Element | null) =>
      el?.tagName === 'BUTTON' &&
      el.textContent === guillemets(`Annuler la réservation « ${title} »`);
    const button = await screen.findByText(named(future.listingTitle));
    // a stay that has started (bkg-12, 20 days ago) offers none
    expect(screen.queryByText(named(bookingOf('bkg-12').listingTitle))).not.toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Annuler cette réservation validée\u00a0?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByText('Réservation annulée, avoir émis.')).toBeInTheDocument();
    const documents = await backend.bookings.getDocuments(future.id, 'host');
    expect(documents.map((d) => d.kind)).toEqual([documents[0].kind, 'avoir']);
    expect(
      (await backend.bookings.listBookingsForUser(future.hostId, 'host')).find(
        (b) => b.id === future.id,
      )?.status,
    ).toBe('cancelled');
  });
});
