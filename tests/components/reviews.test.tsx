/**
 * Issue 15 on screen: the listing page's average (the spec's line before the first review), its
 * reviews paged newest first, the tenant's review form on the dashboard (stars as a radio group,
 * counter, French messages, typed text kept on a refusal), the host's answer.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@/domain/days';
import type { Review } from '@/domain/types';
import { ServiceError, type Backend, type ReviewsService } from '@/services/types';
import { buildSeed } from '@/services/seed/data';
import { DEMO, findAdminListingRow, renderApp, testBackend } from '../utils';
import { guillemets } from '../french';

const NOW = new Date('2026-06-15T09:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});
const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

const SPEC_LINE = "★ Nouveau sur Maktabi · pas encore d'avis";
const TEXT = 'Très bon accueil, espace calme et connexion rapide.';

function withReviews(backend: Backend, overrides: Partial<ReviewsService>): Backend {
  return { ...backend, reviews: { ...backend.reviews, ...overrides } };
}

function review(n: number): Review {
  const createdAt = new Date(NOW.getTime() - n * 86_400_000);
  return {
    id: `bkg-r${n}`,
    listingId: 'lst-casa-02',
    hostId: 'host-2',
    tenantId: `t-${n}`,
    tenantName: `Locataire${n} Nom${n}`,
    rating: (n % 5) + 1,
    text: `Avis numéro ${n}, un texte assez long pour être valide.`,
    createdAt,
    updatedAt: createdAt,
    answer: n === 1 ? { text: 'Merci beaucoup !', createdAt, editedAt: null } : null,
    hidden: null,
  };
}

describe('the listing page and its reviews', () => {
  it("replaces the spec's rating line by the average once there are reviews", async () => {
    renderApp({ backend: await testBackend(), route: '/listing/lst-casa-02' });
    await screen.findByRole('heading', { level: 1 });
    // lst-casa-02: 5, 4 and 5 stars
    expect(screen.getByText('4,7 ★ · 3 avis')).toBeInTheDocument();
    expect(screen.queryByText(SPEC_LINE)).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Avis des locataires' });
    const items = await within(section).findAllByRole('article');
    expect(items).toHaveLength(3);
    // newest first, the tenant's first name and initial, the host's answer, user text as text
    expect(within(items[0]).getByText('Youssef B.')).toBeInTheDocument();
    expect(within(items[0]).getByRole('img', { name: '5 étoiles sur 5' })).toBeInTheDocument();
    const text = within(items[1]).getByText(/La climatisation était un peu forte/);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(within(items[1]).getByText("Réponse de l'hôte")).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: "Voir plus d'avis" })).toBeNull();
  });

  it("keeps the spec's line exactly for a listing without reviews", async () => {
    renderApp({ backend: await testBackend(), route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(SPEC_LINE)).toBeInTheDocument();
    expect(await screen.findByText("Pas encore d'avis sur cet espace.")).toBeInTheDocument();
  });

  it('pages the reviews with "Voir plus d\'avis", and says when a page fails', async () => {
    const pages = [1, 2, 3, 4, 5, 6, 7].map(review);
    let fail = true;
    const list = vi.fn(async (_id: string, cursor?: string | null) => {
      if (!cursor) return { items: pages.slice(0, 5), nextCursor: 'c5' };
      if (fail) {
        fail = false;
        throw new ServiceError('unavailable');
      }
      return { items: pages.slice(5), nextCursor: null };
    });
    const backend = withReviews(await testBackend(), { listListingReviews: list });
    renderApp({ backend, route: '/listing/lst-casa-02' });
    const section = await screen.findByRole('region', { name: 'Avis des locataires' });
    expect(await within(section).findAllByRole('article')).toHaveLength(5);
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: "Voir plus d'avis" }));
    expect(
      await within(section).findByText("Les avis suivants n'ont pas pu être chargés."),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(7));
    expect(list).toHaveBeenLastCalledWith('lst-casa-02', 'c5');
    expect(within(section).queryByRole('button', { name: "Voir plus d'avis" })).toBeNull();
  });

  it('shows the rating on the cards of listings with reviews', async () => {
    renderApp({ backend: await testBackend(), route: '/search?city=Casablanca' });
    expect(await screen.findByText('4,7 ★ · 3 avis')).toBeInTheDocument();
  });
});

describe("the review form on the tenant's dashboard", () => {
  const invite = async () => {
    const section = await screen.findByRole('region', { name: 'Vos avis' });
    await waitFor(() => expect(section.querySelector('[aria-busy="true"]')).toBeNull());
    return section;
  };

  it("holds the invitations' room while the reviews load, so the history does not jump", async () => {
    const answers: ((reviews: Review[]) => void)[] = [];
    const backend = await testBackend({ as: 'tenant' });
    const waiting = withReviews(backend, {
      listMyReviews: () => new Promise<Review[]>((resolve) => answers.push(resolve)),
    });
    renderApp({ backend: waiting, route: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Vos avis' });
    const busy = section.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    // one placeholder per finished stay that can be reviewed (the demo tenant has one)
    expect(busy!.querySelectorAll('.animate-pulse')).toHaveLength(1);
    expect(
      screen
        .getByRole('heading', { name: 'Historique des réservations' })
        .compareDocumentPosition(section) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    answers.forEach((answer) => answer([]));
    expect(
      await within(section).findByRole('button', { name: 'Laisser un avis' }),
    ).toBeInTheDocument();
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('invites a review of the finished booking, checks the form in French, then publishes it', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    const section = await invite();
    expect(within(section).getByText(/est terminée : qu'en avez-vous pensé/)).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: 'Laisser un avis' }));
    // the minimum is said before the form refuses a text too short
    expect(within(section).getByLabelText('Votre avis')).toHaveAccessibleDescription(
      '0 / 2\u202f000 · 20 caractères minimum',
    );

    await user.click(within(section).getByRole('button', { name: "Publier l'avis" }));
    expect(
      await within(section).findByText('Choisissez une note de 1 à 5 étoiles'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Avis requis')).toBeInTheDocument();
    // each star is described by the rating's error, as a field is by its own
    expect(within(section).getByRole('radio', { name: '1 sur 5' })).toHaveAccessibleDescription(
      'Choisissez une note de 1 à 5 étoiles',
    );

    const textarea = within(section).getByLabelText('Votre avis');
    await user.type(textarea, 'Trop court');
    expect(within(section).getByText('10 / 2 000 · 20 caractères minimum')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: "Publier l'avis" }));
    expect(await within(section).findByText('Minimum 20 caractères')).toBeInTheDocument();

    const stars = within(section).getByRole('group', { name: 'Note' });
    await user.click(within(stars).getByRole('radio', { name: '4 sur 5' }));
    expect(within(stars).getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await user.clear(textarea);
    await user.type(textarea, TEXT);
    await user.click(within(section).getByRole('button', { name: "Publier l'avis" }));
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeInTheDocument();
    expect(await within(section).findByText('Votre avis : 4/5')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Modifier mon avis' })).toBeInTheDocument();
    const saved = await backend.reviews.getReviewForBooking('bkg-06');
    expect(saved).toMatchObject({ rating: 4, text: TEXT });

    // Within 48 hours: the form comes back with what was written, and saves the change.
    await user.click(within(section).getByRole('button', { name: 'Modifier mon avis' }));
    expect(within(section).getByLabelText('Votre avis')).toHaveValue(TEXT);
    expect(within(section).getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: '2 sur 5' }));
    await user.click(within(section).getByRole('button', { name: 'Modifier mon avis' }));
    expect(await screen.findByText('Votre avis est modifié.')).toBeInTheDocument();
    expect(await within(section).findByText('Votre avis : 2/5')).toBeInTheDocument();
    expect((await backend.listings.getListing('lst-rabat-01'))?.ratingSum).toBe(2);
  });

  it('invites a review of a monthly rental still running without saying it is over', async () => {
    // bkg-05: the demo tenant's month from 31 May to 30 August; its review opens on 30 June
    const backend = await testBackend({ as: 'tenant' });
    vi.setSystemTime(new Date('2026-07-05T09:00:00Z'));
    renderApp({ backend, route: '/dashboard' });
    const section = await invite();
    const ongoing = within(section).getByText(/depuis plus d'un mois/);
    expect(ongoing.textContent).toBe(
      "Vous louez «\u00a0Open-space face à l'océan à Aïn Diab\u00a0» depuis plus d'un mois\u00a0: qu'en pensez-vous\u00a0?",
    );
    // (a daily stay that ended still says so, in its own row)
    expect(ongoing.closest('li')?.textContent).not.toMatch(/terminée/);
  });

  it('moves the focus into the form when it opens, and back to its button when it closes', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    const section = await invite();
    const user = setupUser();
    const button = (name: string) => within(section).getByRole('button', { name });
    const star = (n: number) => within(section).getByRole('radio', { name: `${n} sur 5` });

    // opened from the keyboard: on the first star, none being chosen yet
    button('Laisser un avis').focus();
    await user.keyboard('{Enter}');
    expect(star(1)).toHaveFocus();
    // "Annuler": back on the same button
    await user.click(button('Annuler'));
    expect(button('Laisser un avis')).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(star(4));
    await user.type(within(section).getByLabelText('Votre avis'), TEXT);
    await user.click(button("Publier l'avis"));
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeInTheDocument();
    // published: on "Modifier mon avis", in the same row
    await waitFor(() => expect(button('Modifier mon avis')).toHaveFocus());

    // editing: on the star given
    await user.keyboard('{Enter}');
    expect(star(4)).toBeChecked();
    expect(star(4)).toHaveFocus();
    await user.click(button('Annuler'));
    expect(button('Modifier mon avis')).toHaveFocus();
  });

  it('takes « Modifier mon avis » away when the 48 hours end, but not a form being typed in', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const written = await backend.reviews.createReview('bkg-06', { rating: 4, text: TEXT });
    const end = written.createdAt.getTime() + 48 * 3_600_000;
    vi.setSystemTime(new Date(end - 60_000));
    const first = renderApp({ backend, route: '/dashboard' });
    let section = await invite();
    expect(within(section).getByRole('button', { name: 'Modifier mon avis' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(screen.queryByRole('button', { name: 'Modifier mon avis' })).toBeNull();
    first.unmount();

    // the form open when the time comes stays, with what was typed
    vi.setSystemTime(new Date(end - 60_000));
    renderApp({ backend, route: '/dashboard' });
    section = await invite();
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: 'Modifier mon avis' }));
    await user.type(within(section).getByLabelText('Votre avis'), ' Je reviendrai.');
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(within(section).getByLabelText('Votre avis')).toHaveValue(`${TEXT} Je reviendrai.`);

    // closed then, its row stays and says why its button went; that line takes the focus
    await user.click(within(section).getByRole('button', { name: 'Annuler' }));
    const closed = within(section).getByText(
      'Un avis ne peut plus être modifié 48 heures après sa publication.',
    );
    expect(closed).toHaveFocus();
    expect(within(section).getByText('Votre avis : 4/5')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Modifier mon avis' })).toBeNull();
    expect(within(section).queryByText(/modifier votre avis jusqu/)).toBeNull();
  });

  it('opens again with its stars and text after a reload, until published or cancelled', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const first = renderApp({ backend, route: '/dashboard' });
    let section = await invite();
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: 'Laisser un avis' }));
    await user.click(within(section).getByRole('radio', { name: '5 sur 5' }));
    await user.type(within(section).getByLabelText('Votre avis'), 'Calme et lumineux');
    first.unmount();

    // the page loaded again: the form is open with what was typed, the focus left alone
    const second = renderApp({ backend, route: '/dashboard' });
    section = await invite();
    const text = await within(section).findByLabelText('Votre avis');
    expect(text).toHaveValue('Calme et lumineux');
    expect(within(section).getByRole('radio', { name: '5 sur 5' })).toBeChecked();
    expect(text).not.toHaveFocus();
    expect(within(section).getByRole('radio', { name: '5 sur 5' })).not.toHaveFocus();
    // « Annuler » throws the draft away: loaded again, the invitation
    await user.click(within(section).getByRole('button', { name: 'Annuler' }));
    second.unmount();
    const third = renderApp({ backend, route: '/dashboard' });
    section = await invite();
    await user.click(within(section).getByRole('button', { name: 'Laisser un avis' }));
    expect(within(section).getByLabelText('Votre avis')).toHaveValue('');
    expect(within(section).getByRole('radio', { name: '5 sur 5' })).not.toBeChecked();

    // published: no draft left behind
    await user.click(within(section).getByRole('radio', { name: '4 sur 5' }));
    await user.type(within(section).getByLabelText('Votre avis'), TEXT);
    await user.click(within(section).getByRole('button', { name: "Publier l'avis" }));
    expect(await screen.findByText('Merci ! Votre avis est publié.')).toBeInTheDocument();
    third.unmount();
    renderApp({ backend, route: '/dashboard' });
    section = await invite();
    expect(within(section).getByText('Votre avis : 4/5')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Votre avis')).toBeNull();
  });

  it("keeps a form's draft when another stay's form is opened, and opens with it again", async () => {
    // a second stay to review beside the seed's bkg-06: the same one, a week later
    const real = await testBackend({ as: 'tenant' });
    const backend: Backend = {
      ...real,
      bookings: {
        ...real.bookings,
        listBookingsForUser: async (...args) => {
          const list = await real.bookings.listBookingsForUser(...args);
          const stay = list.find((b) => b.id === 'bkg-06');
          if (!stay) throw new Error('the seed changed: bkg-06 is no longer the ended stay');
          return [
            ...list,
            {
              ...stay,
              id: 'bkg-06b',
              startDate: addDays(stay.startDate, 7),
              endDate: stay.endDate && addDays(stay.endDate, 7),
            },
          ];
        },
      },
    };
    renderApp({ backend, route: '/dashboard' });
    const section = await invite();
    const user = setupUser();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    await user.click(within(first).getByRole('button', { name: 'Laisser un avis' }));
    await user.click(within(first).getByRole('radio', { name: '3 sur 5' }));
    await user.type(within(first).getByLabelText('Votre avis'), 'Bruyant le matin');

    // one form at a time: the second stay's opens empty, the first's closes
    await user.click(within(second).getByRole('button', { name: 'Laisser un avis' }));
    expect(within(first).queryByLabelText('Votre avis')).toBeNull();
    expect(within(second).getByLabelText('Votre avis')).toHaveValue('');
    expect(within(second).getByRole('radio', { name: '3 sur 5' })).not.toBeChecked();

    // back to the first: what was typed is there
    await user.click(within(first).getByRole('button', { name: 'Laisser un avis' }));
    expect(within(first).getByLabelText('Votre avis')).toHaveValue('Bruyant le matin');
    expect(within(first).getByRole('radio', { name: '3 sur 5' })).toBeChecked();
  });

  it('keeps what was typed when the service refuses, and says why in French', async () => {
    const backend = withReviews(await testBackend({ as: 'tenant' }), {
      createReview: () => Promise.reject(new ServiceError('review/not-eligible')),
    });
    renderApp({ backend, route: '/dashboard' });
    const section = await invite();
    const user = setupUser();
    await user.click(within(section).getByRole('button', { name: 'Laisser un avis' }));
    await user.click(within(section).getByRole('radio', { name: '5 sur 5' }));
    await user.type(within(section).getByLabelText('Votre avis'), TEXT);
    await user.click(within(section).getByRole('button', { name: "Publier l'avis" }));
    expect(
      await within(section).findByText("Cette réservation ne peut pas (ou plus) recevoir d'avis."),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Votre avis')).toHaveValue(TEXT);
    expect(within(section).getByRole('radio', { name: '5 sur 5' })).toBeChecked();
  });
});

describe('the host answers from their dashboard', () => {
  it('lists the reviews of their listings and publishes an answer once', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    // bkg-13 (lst-marrakech-02) has no answer yet; bkg-14 (lst-agadir-01) has one
    const articles = await within(section).findAllByRole('article');
    expect(articles.length).toBe(2);
    const open = articles.find((a) => within(a).queryByLabelText('Votre réponse'))!;
    const user = setupUser();
    await user.click(within(open).getByRole('button', { name: 'Publier la réponse' }));
    expect(await within(open).findByText('Réponse requise')).toBeInTheDocument();
    await user.type(within(open).getByLabelText('Votre réponse'), 'Merci pour votre séjour !');
    await user.click(within(open).getByRole('button', { name: 'Publier la réponse' }));
    expect(await within(open).findByText('Merci pour votre séjour !')).toBeInTheDocument();
    expect(within(open).queryByLabelText('Votre réponse')).toBeNull();
    // the form had the focus: it goes to the answer that replaced it, not to <body>
    await waitFor(() =>
      expect(within(open).getByText('Merci pour votre séjour !').parentElement).toHaveFocus(),
    );
    const stored = (await backend.reviews.listHostReviews()).find((r) => r.id === 'bkg-13');
    expect(stored?.answer?.text).toBe('Merci pour votre séjour !');
  });

  it('does not publish an answer to a review the admin hid meanwhile, and keeps the text', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    const articles = await within(section).findAllByRole('article');
    const open = articles.find((a) => within(a).queryByLabelText('Votre réponse'))!;
    const user = setupUser();
    await user.type(within(open).getByLabelText('Votre réponse'), 'Merci pour votre séjour !');
    // the admin hides bkg-13's review while the host writes
    const admin = await backend.admin.unlock(DEMO.adminPassword);
    await admin.hideReview('bkg-13', 'Propos injurieux envers un autre locataire.');
    await user.click(within(open).getByRole('button', { name: 'Publier la réponse' }));
    const said = await within(open).findByText(/^Cet avis vient d'être masqué/);
    expect(said.textContent).toBe(
      "Cet avis vient d'être masqué par l'administrateur\u00a0: votre réponse n'a pas été publiée. Rechargez la page pour voir le motif.",
    );
    expect(within(open).getByLabelText('Votre réponse')).toHaveValue('Merci pour votre séjour !');
    expect(screen.queryByText('Votre réponse est publiée.')).toBeNull();
    const stored = (await backend.reviews.listHostReviews()).find((r) => r.id === 'bkg-13');
    expect(stored?.answer).toBeNull();
  });

  it('corrects an answer within 48 hours of giving it, its date kept; not after', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.reviews.answerReview('bkg-13', 'Merci pour votre sejour !');
    const given = (await backend.reviews.listHostReviews()).find((r) => r.id === 'bkg-13')!;
    const app = renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    const articles = await within(section).findAllByRole('article');
    const mine = articles.find((a) => within(a).queryByText('Merci pour votre sejour !'))!;
    // the seeded answer (bkg-14) was given days ago: it stays as it is
    expect(within(section).getAllByRole('button', { name: 'Modifier ma réponse' })).toHaveLength(1);
    const edit = within(mine).getByRole('button', { name: 'Modifier ma réponse' });
    expect(edit).toHaveAccessibleDescription(mine.querySelector('header p')!.textContent!);
    expect(
      // its time too: the window ends 48 hours after the answer, not at the day's end
      within(mine).getByText("Vous pouvez modifier votre réponse jusqu'au 17 juin 2026 à 10:00."),
    ).toBeVisible();

    const user = setupUser();
    // Escape (as « Annuler ») closes it unchanged, the focus back on its button
    await user.click(edit);
    const box = within(mine).getByLabelText('Votre réponse');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Merci pour votre sejour !');
    expect(within(mine).queryByText("Réponse de l'hôte")).toBeNull();
    await user.keyboard('{Escape}');
    expect(within(mine).queryByLabelText('Votre réponse')).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Modifier ma réponse' })).toHaveFocus();

    await user.click(within(mine).getByRole('button', { name: 'Modifier ma réponse' }));
    await user.clear(within(mine).getByLabelText('Votre réponse'));
    await user.click(within(mine).getByRole('button', { name: 'Enregistrer la réponse' }));
    expect(await within(mine).findByText('Réponse requise')).toBeInTheDocument();
    await user.type(within(mine).getByLabelText('Votre réponse'), 'Merci pour votre séjour !');
    await user.click(within(mine).getByRole('button', { name: 'Enregistrer la réponse' }));
    expect(await screen.findByText('Votre réponse est modifiée.')).toBeInTheDocument();
    const answer = within(mine).getByText('Merci pour votre séjour !').parentElement!;
    expect(answer).toHaveTextContent("Réponse de l'hôte · modifiée");
    await waitFor(() => expect(answer).toHaveFocus());
    const stored = (await backend.reviews.listHostReviews()).find((r) => r.id === 'bkg-13')!;
    expect(stored.answer).toMatchObject({
      text: 'Merci pour votre séjour !',
      createdAt: given.answer!.createdAt,
    });
    expect(stored.answer!.editedAt).not.toBeNull();
    app.unmount();

    // 48 hours after it was given: no button, and the service refuses
    vi.setSystemTime(new Date(given.answer!.createdAt.getTime() + 48 * 3_600_000));
    renderApp({ backend, route: '/host/dashboard' });
    const later = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    await within(later).findAllByRole('article');
    expect(within(later).queryByRole('button', { name: 'Modifier ma réponse' })).toBeNull();
    await expect(backend.reviews.editAnswer('bkg-13', 'Encore merci')).rejects.toMatchObject({
      code: 'review/answer-closed',
    });
  });

  it('takes the correction button away when the 48 hours end while the page is open', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.reviews.answerReview('bkg-13', 'Merci !');
    const given = (await backend.reviews.listHostReviews()).find((r) => r.id === 'bkg-13')!;
    const end = given.answer!.createdAt.getTime() + 48 * 3_600_000;
    vi.setSystemTime(new Date(end - 60_000));
    renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    expect(
      await within(section).findByRole('button', { name: 'Modifier ma réponse' }),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(within(section).getByRole('button', { name: 'Modifier ma réponse' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(section).queryByRole('button', { name: 'Modifier ma réponse' })).toBeNull();
    expect(within(section).queryByText(/Vous pouvez modifier votre réponse/)).toBeNull();
    expect(within(section).getByText('Merci !')).toBeVisible();
  });

  it('keeps the corrected text and says why when the correction fails', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.reviews.answerReview('bkg-13', 'Merci !');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({
      backend: withReviews(backend, { editAnswer: () => Promise.reject(new Error('réseau')) }),
      route: '/host/dashboard',
    });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    const user = setupUser();
    await user.click(await within(section).findByRole('button', { name: 'Modifier ma réponse' }));
    const box = within(section).getByLabelText('Votre réponse');
    await user.type(box, ' À bientôt.');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la réponse' }));
    expect(
      await within(section).findByText("Votre réponse n'a pas pu être modifiée. Réessayez."),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Merci ! À bientôt.');
    error.mockRestore();
  });

  it('saves nothing, and marks nothing « modifiée », when the text is unchanged', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.reviews.answerReview('bkg-13', 'Merci !');
    const editAnswer = vi.fn(backend.reviews.editAnswer);
    renderApp({ backend: withReviews(backend, { editAnswer }), route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    const user = setupUser();
    await user.click(await within(section).findByRole('button', { name: 'Modifier ma réponse' }));
    // spaces around it are not a change either
    await user.type(within(section).getByLabelText('Votre réponse'), '  ');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la réponse' }));
    const answer = (await within(section).findByText('Merci !')).parentElement!;
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).not.toHaveTextContent('modifiée');
    expect(editAnswer).not.toHaveBeenCalled();
    expect(within(section).getByRole('button', { name: 'Modifier ma réponse' })).toBeVisible();
  });

  it('closes a correction whose 48 hours ran out while the page was open, and says so', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.reviews.answerReview('bkg-13', 'Merci !');
    renderApp({
      backend: withReviews(backend, {
        editAnswer: () => Promise.reject(new ServiceError('review/answer-closed')),
      }),
      route: '/host/dashboard',
    });
    const section = await screen.findByRole('region', { name: 'Avis sur vos espaces' });
    const user = setupUser();
    await user.click(await within(section).findByRole('button', { name: 'Modifier ma réponse' }));
    await user.type(within(section).getByLabelText('Votre réponse'), ' À bientôt.');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la réponse' }));
    expect(
      await screen.findByText(
        'Une réponse ne peut plus être modifiée 48 heures après sa publication.',
      ),
    ).toBeInTheDocument();
    // the answer as published, focused, and no way to correct it any more
    const answer = within(section).getByText('Merci !').parentElement!;
    await waitFor(() => expect(answer).toHaveFocus());
    expect(within(section).queryByLabelText('Votre réponse')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Modifier ma réponse' })).toBeNull();
  });
});

describe('the admin hides a review', () => {
  it("opens a listing's reviews, asks for a reason, and the average leaves the hidden rating out", async () => {
    const backend = await testBackend();
    const title = buildSeed(NOW).listings.find((l) => l.id === 'lst-casa-02')!.title;
    const user = setupUser();
    renderApp({ backend, route: '/admin?tab=listings' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    const row = await findAdminListingRow(user, title);
    await user.click(within(row).getByText('Avis (3)'));
    const list = await within(row).findByRole('list', { name: guillemets(`Avis de « ${title} »`) });
    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('button', { name: 'Masquer' }));
    expect(await within(first).findByText('Raison requise')).toBeInTheDocument();
    await user.type(within(first).getByLabelText('Raison du masquage'), 'Propos hors sujet');
    await user.click(within(first).getByRole('button', { name: 'Masquer' }));
    const note = await within(first).findByText('Masqué par Maktabi : Propos hors sujet');
    // the focus stays at that review (its form and button went), not on <body>
    await waitFor(() => expect(note.parentElement).toHaveFocus());
    const listing = await backend.listings.getListing('lst-casa-02');
    // the newest (5 stars, bkg-22) is out: 5 + 4 over 2
    expect([listing!.ratingSum, listing!.ratingCount]).toEqual([9, 2]);
  });
});
