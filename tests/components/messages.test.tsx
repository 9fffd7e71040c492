import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '@/domain/messages';
import { addDays, toDay } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { ServiceError, type Backend, type MessagesService } from '@/services';
import { DEMO, renderApp, testBackend, twoClients } from '../utils';
import { guillemets } from '../french';

// These tests drive whole pages (the listing's lazily loaded panel among them): the page tests'
// room on a busy machine.
const SEEDED = 'lst-casa-01_demo-tenant';
const SEEDED_TITLE = 'Espace de coworking lumineux au cœur du Maârif';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function withMessages(backend: Backend, overrides: Partial<MessagesService>): Backend {
  return { ...backend, messages: { ...backend.messages, ...overrides } };
}

/** Counts the loading regions (skeletons) put into `el` from now on. */
function skeletonsShownIn(el: HTMLElement): () => number {
  let shown = 0;
  const count = (records: MutationRecord[]) => {
    for (const r of records)
      for (const node of r.addedNodes)
        if (node instanceof Element && node.closest('[aria-busy], :has([aria-busy])')) shown += 1;
  };
  const observer = new MutationObserver(count);
  observer.observe(el, { childList: true, subtree: true });
  return () => {
    count(observer.takeRecords());
    return shown;
  };
}

function conversation(i: number): Conversation {
  return {
    id: `lst-${i}_demo-tenant`,
    listingId: `lst-${i}`,
    tenantId: 'demo-tenant',
    hostId: 'demo-host',
    listingTitle: `Bureau ${i}`,
    listingPhoto: '',
    tenantName: 'Yasmine Benali',
    hostName: 'Karim El Amrani',
    createdAt: new Date(2026, 0, 1),
    lastMessageAt: new Date(2026, 0, 1, 0, 60 - i),
    lastMessage: `Message ${i}`,
    lastSenderId: 'demo-host',
    unreadFor: [],
  };
}

describe('the inbox (/messages)', () => {
  it('lists the conversations newest first, with the other person, the preview and the unread mark', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/messages' });
    const links = await screen.findAllByRole(
      'link',
      { name: /Avec Karim El Amrani/ },
      { timeout: 5000 },
    );
    expect(links).toHaveLength(2);
    const first = within(links[0]);
    expect(first.getByText(SEEDED_TITLE)).toHaveAttribute('dir', 'auto');
    expect(first.getByText('Non lu')).toBeInTheDocument();
    expect(first.getByText(/l'accès est possible dès 7 h/)).toHaveAttribute('dir', 'auto');
    expect(within(links[1]).queryByText('Non lu')).toBeNull();
    expect(links[0]).toHaveAttribute('href', `/messages/${SEEDED}`);
  });

  it('speaks to a tenant of their hosts and to a host of their tenants', async () => {
    renderApp({ backend: await testBackend({ as: 'tenant' }), route: '/messages' });
    expect(
      await screen.findByText('Vos échanges avec les hôtes, du plus récent au plus ancien.'),
    ).toBeInTheDocument();
    cleanup();
    renderApp({ backend: await testBackend({ as: 'host' }), route: '/messages' });
    expect(
      await screen.findByText('Vos échanges avec les locataires, du plus récent au plus ancien.'),
    ).toBeInTheDocument();
  });

  it('shows the unread count in the nav bar', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/' });
    const link = await screen.findByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/1 conversation non lue\b/));
  });

  it("clears the nav bar's count once the conversation is opened, without waiting for a poll", async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/' });
    const link = await screen.findByRole('link', { name: /^Messages/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/1 conversation non lue\b/));
    await act(() => router.navigate(`/messages/${SEEDED}`));
    await screen.findByRole('heading', { name: 'Avec Karim El Amrani' });
    // well before the 20 s poll
    await waitFor(() => expect(link).toHaveAccessibleName('Messages'), { timeout: 3000 });
  });

  it('says when there is no conversation yet', async () => {
    const backend = withMessages(await testBackend({ as: 'tenant' }), {
      listConversations: async () => ({ items: [], nextCursor: null }),
    });
    renderApp({ backend, route: '/messages' });
    const title = await screen.findByText('Aucune conversation pour le moment');
    expect(
      within(title.parentElement!).getByRole('link', { name: 'Rechercher un bureau' }),
    ).toHaveAttribute('href', '/search');
  });

  it("shows the tenant's booking status before the first message too", async () => {
    // bkg-02: the tenant's request for lst-rabat-02, about which nothing was written yet
    const backend = await testBackend({ as: 'tenant' });
    const list = vi.spyOn(backend.bookings, 'listBookingsForUser');
    renderApp({ backend, route: '/messages/lst-rabat-02_demo-tenant' });
    expect(await screen.findByText("Écrivez votre premier message à l'hôte.")).toBeInTheDocument();
    expect(await screen.findByText('Votre réservation :')).toBeInTheDocument();
    expect(screen.getByText('En attente admin')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith('demo-tenant', 'tenant', {
      listingId: 'lst-rabat-02',
      tenantId: 'demo-tenant',
    });
  });

  it('shows a skeleton while loading, then a French error with a retry', async () => {
    const real = await testBackend({ as: 'tenant' });
    let answer = deferred<void>();
    const backend = withMessages(real, {
      listConversations: async (c, n) => {
        await answer.promise;
        return real.messages.listConversations(c, n);
      },
    });
    renderApp({ backend, route: '/messages' });
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    answer.reject(new ServiceError('unavailable'));
    expect(await screen.findByText('Impossible de charger vos conversations.')).toBeInTheDocument();
    answer = deferred<void>();
    answer.resolve();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('link', { name: /Avec Karim/ })).toHaveLength(2);
  });

  it('pages with « Voir plus »', async () => {
    const all = Array.from({ length: 25 }, (_, i) => conversation(i));
    const backend = withMessages(await testBackend({ as: 'tenant' }), {
      listConversations: async (cursor) =>
        cursor
          ? { items: all.slice(20), nextCursor: null }
          : { items: all.slice(0, 20), nextCursor: 'next' },
    });
    renderApp({ backend, route: '/messages' });
    expect(await screen.findAllByRole('link', { name: /Avec Karim/ })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Avec Karim/ })).toHaveLength(25),
    );
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });
});

describe('a conversation (/messages/:id)', () => {
  it('shows the messages oldest first, marks the conversation read and sends with Enter', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    expect(
      await screen.findByRole('heading', { name: 'Avec Karim El Amrani' }),
    ).toBeInTheDocument();
    // the listing it is about, named without a preposition to elide ("de Espace…")
    expect(within(screen.getByText('Annonce :')).getByRole('link')).toHaveAttribute(
      'href',
      `/listing/${SEEDED.split('_')[0]}`,
    );
    const list = await screen.findByRole('region', { name: 'Messages de la conversation' });
    // (the messages are read once the conversation is found: the skeleton comes first)
    const items = await within(list).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('le parking peut-il accueillir un utilitaire');
    expect(items[2]).toHaveTextContent('dès 7 h');
    await waitFor(async () => expect(await backend.messages.unreadCount()).toBe(0));

    const box = screen.getByLabelText('Votre message');
    expect(screen.getByText('0 / 2 000')).toBeInTheDocument();
    await userEvent.type(box, 'Merci !');
    expect(screen.getByText('7 / 2 000')).toBeInTheDocument();
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}À demain');
    expect(box).toHaveValue('Merci !\nÀ demain');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await within(list).findByText(/Merci !\s*À demain/)).toHaveAttribute('dir', 'auto');
    // one's own message is said to be one's own, « Vous » and its colon held together
    const mine = within(list).getAllByRole('listitem').at(-1)!;
    expect(mine.textContent).toMatch(/^Vous\u00a0: Merci !\nÀ demain/);
    expect(within(mine).getByText('Vous :')).toHaveClass('sr-only');
  });

  it('on a touch screen, Enter goes to the line and « Envoyer » sends', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const sendMessage = vi.fn(async () => 'msg-touch');
    const backend = withMessages(await testBackend({ as: 'tenant' }), { sendMessage });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const box = await screen.findByLabelText('Votre message');
    expect(box).toHaveAccessibleDescription(
      /^Touchez «\sEnvoyer\s» pour envoyer\u00a0; la touche Entrée va à la ligne\./,
    );
    expect(box).toHaveAttribute('enterkeyhint', 'enter');
    await userEvent.type(box, 'Bonjour{Enter}À demain');
    expect(box).toHaveValue('Bonjour\nÀ demain');
    expect(sendMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(sendMessage).toHaveBeenCalledTimes(1));
    vi.mocked(window.matchMedia).mockRestore();
  });

  it('keeps what was typed when sending fails, and says why in French', async () => {
    const backend = withMessages(await testBackend({ as: 'tenant' }), {
      sendMessage: async () => {
        throw new ServiceError('unavailable');
      },
    });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const box = await screen.findByLabelText('Votre message');
    await userEvent.type(box, 'Une question{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre message n'a pas pu être envoyé. Il est conservé : réessayez.",
    );
    expect(box).toHaveValue('Une question');
  });

  it('keeps the focus on Envoyer while sending, and sends once however often it is pressed', async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const backend = withMessages(await testBackend({ as: 'tenant' }), {
      sendMessage: async (_cid: string, text: string) => {
        sent.push(text);
        await new Promise<void>((r) => (release = r));
        return 'msg-1';
      },
    });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const box = await screen.findByLabelText('Votre message');
    await userEvent.type(box, 'Bonjour');
    const send = screen.getByRole('button', { name: 'Envoyer' });
    await userEvent.click(send);
    const sending = await screen.findByRole('button', { name: 'Envoi…' });
    // not `disabled`: a browser moves the focus of a disabled button to <body>
    expect(sending).not.toBeDisabled();
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await userEvent.click(sending);
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Envoyer' })).toHaveFocus();
    expect(sent).toEqual(['Bonjour']);
  });

  it('refuses an empty message and one over 2,000 characters before sending, the focus in the box', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const box = await screen.findByLabelText('Votre message');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Écrivez un message avant d'envoyer.",
    );
    // there is something to write: the focus is in the box, not left on « Envoyer »
    expect(box).toHaveFocus();
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('2 001 / 2 000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('dépasse 2 000 caractères');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it('tells screen readers of the messages that arrive while it is open, and of one sent', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    renderApp({ backend: tenant, route: `/messages/${SEEDED}` });
    const list = await screen.findByRole('region', { name: 'Messages de la conversation' });
    await within(list).findAllByRole('listitem');
    // beside the list, not in it: it is not one more message
    expect(within(list).queryByRole('status')).toBeNull();
    const said = screen.getByText(
      (_, el) => el?.getAttribute('role') === 'status' && el.classList.contains('sr-only'),
    );
    // the first load says nothing, not even once the list has settled: the page is read as it
    // is (it once announced the history as new, the conversation read before its messages)
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(said).toHaveTextContent(/^$/);
    const poll = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));

    await host.messages.sendMessage(SEEDED, 'Oui, le parking est couvert.');
    await poll();
    await waitFor(() =>
      expect(said).toHaveTextContent(
        'Nouveau message de Karim El Amrani : Oui, le parking est couvert.',
      ),
    );
    await poll(); // nothing new: the same words stay
    expect(said).toHaveTextContent('Oui, le parking est couvert.');

    await host.messages.sendMessage(SEEDED, 'Premier');
    await new Promise((resolve) => setTimeout(resolve, 5)); // the next one is newer
    await host.messages.sendMessage(SEEDED, `Second ${'x'.repeat(300)}`);
    await poll();
    // the newest, cut for the ear (whole in the list)
    await waitFor(() =>
      expect(said.textContent).toMatch(
        /^2 nouveaux messages de Karim El Amrani\. Le dernier\u00a0: Second x{133}…\u00a0?$/,
      ),
    );
    expect(within(list).getByText(`Second ${'x'.repeat(300)}`)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Votre message'), 'Merci !{Enter}');
    await waitFor(() => expect(said).toHaveTextContent('Message envoyé.'));
  });

  it('announces nothing on opening, however slowly the conversation is read', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const slow: Backend = {
      ...backend,
      messages: {
        ...backend.messages,
        // the conversation arrives after its (empty) first page of messages, as in a browser
        getConversation: async (id) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return backend.messages.getConversation(id);
        },
      },
    };
    renderApp({ backend: slow, route: `/messages/${SEEDED}` });
    const list = await screen.findByRole('region', { name: 'Messages de la conversation' });
    await within(list).findAllByRole('listitem');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const said = screen.getByText(
      (_, el) => el?.getAttribute('role') === 'status' && el.classList.contains('sr-only'),
    );
    expect(said).toHaveTextContent(/^$/);
  });

  it('keeps a message not sent when the conversation is left or reloaded, until it is sent', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const first = renderApp({ backend, route: `/messages/${SEEDED}` });
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Est-ce que le bureau');
    await act(() => first.router.navigate('/messages'));
    await screen.findAllByRole('link', { name: /Avec Karim El Amrani/ });
    await act(() => first.router.navigate(`/messages/${SEEDED}`));
    expect(await screen.findByLabelText('Votre message')).toHaveValue('Est-ce que le bureau');
    expect(screen.getByText('20 / 2 000')).toBeInTheDocument();

    // the page loaded again (a reload)
    first.unmount();
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const box = await screen.findByLabelText('Votre message');
    expect(box).toHaveValue('Est-ce que le bureau');
    // one draft in the tab: this conversation's
    expect(sessionStorage.length).toBe(1);

    await userEvent.type(box, ' est libre ?{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the messages not sent when its account signs out', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: `/messages/${SEEDED}` });
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Brouillon privé');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Brouillon privé');
  });

  it('pages back with « Messages précédents », the keyboard focus kept on the page', async () => {
    const real = await testBackend({ as: 'tenant' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const backend = withMessages(real, {
      listMessages: (id, cursor) =>
        cursor
          ? held.then(() => real.messages.listMessages(id, cursor, 2))
          : real.messages.listMessages(id, cursor, 2),
    });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    const list = await screen.findByRole('region', { name: 'Messages de la conversation' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const older = screen.getByRole('button', { name: 'Messages précédents' });
    older.focus();
    await userEvent.keyboard('{Enter}');
    // while the page is read the button says so and keeps the focus (disabled, it dropped it)
    await waitFor(() => expect(older).toHaveAttribute('aria-busy', 'true'));
    expect(older).toHaveFocus();
    release();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const oldest = within(list).getAllByRole('listitem')[0];
    expect(oldest).toHaveTextContent('utilitaire');
    expect(screen.queryByRole('button', { name: 'Messages précédents' })).toBeNull();
    // the button gone, the focus is on the oldest message, where it stood: not on <body>
    await waitFor(() => expect(oldest).toHaveFocus());
  });

  it("starts a conversation from a listing page with « Contacter l'hôte »", async () => {
    const tenant = await testBackend({ as: 'tenant' });
    renderApp({ backend: tenant, route: '/listing/lst-casa-03' });
    await userEvent.click(await screen.findByRole('link', { name: "Contacter l'hôte" }));
    expect(await screen.findByText("Écrivez votre premier message à l'hôte.")).toBeInTheDocument();
    // whom the tenant writes to, before any message (the listing is named below it)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Avec Karim El Amrani');
    expect(screen.getByText('Annonce :')).toHaveTextContent(
      'Annonce : Salle de réunion premium à Casa Anfa',
    );
    const said = screen.getByText(
      (_, el) => el?.getAttribute('role') === 'status' && el.classList.contains('sr-only'),
    );
    const box = screen.getByLabelText('Votre message');
    const list = screen.getByRole('region', { name: 'Messages de la conversation' });
    const skeletons = skeletonsShownIn(list);
    await userEvent.type(box, 'Le parking accepte-t-il un utilitaire ?{Enter}');
    expect(
      await within(list).findByText('Le parking accepte-t-il un utilitaire ?'),
    ).toBeInTheDocument();
    expect(skeletons()).toBe(0);
    // the first message, once the conversation exists, is told as sent
    await waitFor(() => expect(said).toHaveTextContent('Message envoyé.'));
    // the focus stays in the box, ready for the next message, as in a conversation that exists
    expect(screen.getByLabelText('Votre message')).toHaveFocus();
    expect(await tenant.messages.getConversation(`lst-casa-03_${DEMO.tenant.uid}`)).toMatchObject({
      unreadFor: ['demo-host'],
    });
  });

  it("a visitor's « Contacter l'hôte » signs in, then opens the conversation", async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/listing/lst-casa-03' });
    const link = await screen.findByRole('link', { name: "Contacter l'hôte" });
    expect(link).toHaveAttribute('href', '/contact/lst-casa-03');
    await userEvent.click(link);
    await userEvent.type(await screen.findByLabelText('E-mail'), DEMO.tenant.email);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/contact/lst-casa-03')}`,
    );
    await userEvent.type(screen.getByLabelText('Mot de passe'), DEMO.tenant.password);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    // on to the tenant's conversation about the listing, not back to the listing
    expect(
      await screen.findByText("Écrivez votre premier message à l'hôte.", {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/messages/lst-casa-03_${DEMO.tenant.uid}`);
    // Back returns to the listing: the sign-in and the passage through /contact left no entry
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/lst-casa-03'));
  });

  it('/contact/{listing} sends an account that does not write to hosts to the listing', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/contact/lst-rabat-02' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/lst-rabat-02'));
  });

  it('a host writes first to a tenant who booked, from the booking on the dashboard', async () => {
    const [host, tenant] = await twoClients();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await tenant.auth.signIn('omar.chraibi@demo.ma', 'demo1234');
    const bookings = vi.spyOn(host.bookings, 'listBookingsForUser');
    const { router } = renderApp({ backend: host, route: '/dashboard' });
    // Omar's request bkg-07 of « Salle de réunion premium à Casa Anfa »
    const link = await screen.findByRole(
      'link',
      {
        name: guillemets(
          'Écrire au locataire Omar Chraibi, « Salle de réunion premium à Casa Anfa »',
        ),
      },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/messages/lst-casa-03_tenant-2');
    await userEvent.click(link);
    expect(
      await screen.findByText(
        'Écrivez votre premier message au locataire : il le recevra dans ses messages, avec une notification.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Avec Omar Chraibi');
    expect(await screen.findByText('Réservation de ce locataire :')).toBeInTheDocument();
    expect(screen.getByText('En attente admin')).toBeInTheDocument();
    // the opening's read of this pair's bookings is the one the header shows: not read twice
    const pairReads = () => bookings.mock.calls.filter(([, , pair]) => pair !== undefined);
    expect(pairReads()).toEqual([
      ['demo-host', 'host', { listingId: 'lst-casa-03', tenantId: 'tenant-2' }],
    ]);
    const list = screen.getByRole('region', { name: 'Messages de la conversation' });
    const skeletons = skeletonsShownIn(list);
    const reads = vi.spyOn(host.messages, 'listMessages');
    await userEvent.type(
      screen.getByLabelText('Votre message'),
      'Arriverez-vous avant 9 h ?{Enter}',
    );
    expect(await within(list).findByText('Arriverez-vous avant 9 h ?')).toBeInTheDocument();
    // the hint gives way to the message itself, read once: no skeleton in between
    expect(skeletons()).toBe(0);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/messages/lst-casa-03_tenant-2');
    // nor once the conversation exists: the same pair, its booking already shown
    expect(pairReads()).toHaveLength(1);
    // the tenant has it, unread, in the conversation they would have opened
    expect(await tenant.messages.getConversation('lst-casa-03_tenant-2')).toMatchObject({
      lastMessage: 'Arriverez-vous avant 9 h ?',
      lastSenderId: 'demo-host',
      unreadFor: ['tenant-2'],
    });
    expect(await tenant.messages.unreadCount()).toBe(1);
  });

  it('a host finds no conversation to open with someone who did not book, nor on the listing of another', async () => {
    const backend = await testBackend({ as: 'host' });
    // tenant-3 never booked lst-casa-03; lst-rabat-02 is host-2's
    for (const route of ['/messages/lst-casa-03_tenant-3', '/messages/lst-rabat-02_demo-tenant']) {
      const { unmount } = renderApp({ backend, route });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Conversation introuvable' }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Votre message')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows the booking's status when the tenant has one for the listing", async () => {
    const backend = await testBackend({ as: 'tenant' });
    const list = vi.spyOn(backend.bookings, 'listBookingsForUser');
    renderApp({ backend, route: '/messages/lst-rabat-01_demo-tenant' });
    expect(await screen.findByText('Votre réservation :')).toBeInTheDocument();
    expect(screen.getByText('Confirmée')).toBeInTheDocument();
    // which one: bkg-06, 30 and 29 days before the seed's day, which is the UTC day (buildSeed's
    // dayFromNow): from 23:00 UTC Morocco is a day ahead already
    const today = toDay(new Date());
    expect(
      screen.getByText(`Du ${formatDay(addDays(today, -30))} au ${formatDay(addDays(today, -29))}`),
    ).toBeInTheDocument();
    // that listing's and tenant's bookings only, not all of them
    expect(list).toHaveBeenCalledWith('demo-tenant', 'tenant', {
      listingId: 'lst-rabat-01',
      tenantId: 'demo-tenant',
    });
  });

  it('shows a skeleton while loading, then a French error with a retry', async () => {
    const real = await testBackend({ as: 'tenant' });
    let answer = deferred<void>();
    const backend = withMessages(real, {
      getConversation: async (id) => {
        await answer.promise;
        return real.messages.getConversation(id);
      },
    });
    renderApp({ backend, route: `/messages/${SEEDED}` });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement…'));
    answer.reject(new ServiceError('unavailable'));
    expect(
      await screen.findByText('Impossible de charger cette conversation.'),
    ).toBeInTheDocument();
    answer = deferred<void>();
    answer.resolve();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('heading', { name: 'Avec Karim El Amrani' }),
    ).toBeInTheDocument();
  });

  it("says a conversation of others is not found, as the page's heading, without logging it", async () => {
    const error = vi.spyOn(console, 'error');
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/messages/lst-casa-02_demo-tenant' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation introuvable' }),
    ).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
