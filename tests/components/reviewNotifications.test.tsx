/**
 * A review tells its host, an answer tells its tenant (docs/decisions.md "Notifications and
 * e-mails written with their event"): the bell's link leads to the review itself — among the
 * host's "Avis sur vos espaces", the tenant's "Les avis que vous avez laissés" — and focuses its
 * author line (useHashTarget). The seed leaves demo-tenant's bkg-06 (lst-rabat-01, demo-host's,
 * ended) unreviewed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { DEMO, renderApp, testBackend, twoClients } from '../utils';
import { guillemets } from '../french';

const BOOKING = 'bkg-06';
const TEXT = 'Très bon accueil, espace calme et connexion rapide.';
const ANSWER = 'Merci Yasmine, au plaisir de vous revoir.';

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const titleOf = (listingId: string) =>
  buildSeed(new Date()).listings.find((l) => l.id === listingId)!.title;

/** The tenant's notice of the host's answer, in the bell's panel. */
async function answerLink(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(bell()).toHaveAccessibleName(/non lue/));
  await user.click(bell());
  await screen.findByRole('dialog', { name: 'Notifications' });
  return within(panel()).findByRole('link', {
    name: new RegExp(
      guillemets(`^L'hôte a répondu à votre avis sur « ${titleOf('lst-rabat-01')} »\\.`),
    ),
  });
}

describe('review notifications', () => {
  it('tells the host of a new review and leads to it among their reviews', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.reviews.createReview(BOOKING, { rating: 4, text: TEXT });
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    const user = userEvent.setup();
    renderApp({ backend: host, route: '/' });
    await waitFor(() => expect(bell()).toHaveAccessibleName(/non lue/));
    await user.click(bell());
    await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(panel()).findByRole('link', {
      name: new RegExp(guillemets(`^Nouvel avis sur « ${titleOf('lst-rabat-01')} »\\.`)),
    });
    expect(link).toHaveAttribute('href', `/host/dashboard#review-${BOOKING}`);
    await user.click(link);
    // the review's author line takes the focus, inside the host's reviews, with its answer form
    await waitFor(() => expect(document.getElementById(`review-${BOOKING}`)).toHaveFocus());
    const review = document.getElementById(`review-${BOOKING}`)!.closest('article')!;
    expect(within(review).getByText(TEXT)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Avis sur vos espaces' }).contains(review)).toBe(
      true,
    );
  });

  it("the e-mail's link opened signed out leads to the review once signed in", async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.reviews.createReview(BOOKING, { rating: 4, text: TEXT });
    const user = userEvent.setup();
    const { router } = renderApp({ backend: host, route: `/host/dashboard#review-${BOOKING}` });
    // the sign-in page keeps the anchor in its redirect
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/host/dashboard#review-${BOOKING}`)}`,
    );
    await user.type(screen.getByLabelText('E-mail'), DEMO.host.email);
    await user.type(screen.getByLabelText('Mot de passe'), DEMO.host.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.hash).toBe(`#review-${BOOKING}`), {
      timeout: 3000,
    });
    expect(router.state.location.pathname).toBe('/host/dashboard');
    await waitFor(() => expect(document.getElementById(`review-${BOOKING}`)).toHaveFocus());
  });

  it("tells the tenant of the host's answer and leads to it among their reviews", async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.reviews.createReview(BOOKING, { rating: 5, text: TEXT });
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await host.reviews.answerReview(BOOKING, ANSWER);
    const user = userEvent.setup();
    renderApp({ backend: tenant, route: '/' });
    const link = await answerLink(user);
    expect(link).toHaveAttribute('href', `/dashboard#review-${BOOKING}`);
    await user.click(link);
    await waitFor(() => expect(document.getElementById(`review-${BOOKING}`)).toHaveFocus());
    const review = document.getElementById(`review-${BOOKING}`)!.closest('article')!;
    expect(within(review).getByText(ANSWER)).toBeVisible();
    expect(within(review).getByText(TEXT)).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Les avis que vous avez laissés' }).contains(review),
    ).toBe(true);
  });

  it('a review the admin hid: its tenant still reads it, the answer and why it was hidden', async () => {
    const [tenant, host] = await twoClients();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await tenant.reviews.createReview(BOOKING, { rating: 2, text: TEXT });
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await host.reviews.answerReview(BOOKING, ANSWER);
    await (await host.admin.unlock(DEMO.adminPassword)).hideReview(BOOKING, 'Propos hors sujet');
    const user = userEvent.setup();
    renderApp({ backend: tenant, route: '/' });
    await user.click(await answerLink(user));
    await waitFor(() => expect(document.getElementById(`review-${BOOKING}`)).toHaveFocus());
    const review = document.getElementById(`review-${BOOKING}`)!.closest('article')!;
    expect(within(review).getByText(TEXT)).toBeVisible();
    expect(within(review).getByText(ANSWER)).toBeVisible();
    expect(within(review).getByText('Masqué par Maktabi : Propos hors sujet')).toBeVisible();
    // (the text as written, its non-breaking spaces kept)
    expect(
      within(review).getByText(guillemets(`Sur « ${titleOf('lst-rabat-01')} »`), {
        normalizer: (text) => text,
      }),
    ).toBeVisible();
  });

  it('a review the admin hid tells its tenant and its host why, and leads each to it', async () => {
    const WHY = 'Propos hors sujet';
    for (const [who, notice, href] of [
      ['tenant', 'Votre avis sur', `/dashboard#review-${BOOKING}`],
      ['host', 'Un avis sur', `/host/dashboard#review-${BOOKING}`],
    ] as const) {
      const [tenant, reader] = await twoClients();
      await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
      await tenant.reviews.createReview(BOOKING, { rating: 2, text: TEXT });
      await (await tenant.admin.unlock(DEMO.adminPassword)).hideReview(BOOKING, WHY);
      await reader.auth.signIn(DEMO[who].email, DEMO[who].password);
      const user = userEvent.setup();
      const { unmount } = renderApp({ backend: reader, route: '/' });
      await waitFor(() => expect(bell()).toHaveAccessibleName(/non lue/));
      await user.click(bell());
      await screen.findByRole('dialog', { name: 'Notifications' });
      const link = await within(panel()).findByRole('link', {
        name: new RegExp(
          guillemets(`^${notice} « ${titleOf('lst-rabat-01')} » a été masqué par Maktabi\\.`),
        ),
      });
      expect(link).toHaveAttribute('href', href);
      expect(within(panel()).getByText(`Motif : ${WHY}`)).toBeVisible();
      await user.click(link);
      await waitFor(() => expect(document.getElementById(`review-${BOOKING}`)).toHaveFocus());
      const review = document.getElementById(`review-${BOOKING}`)!.closest('article')!;
      expect(within(review).getByText(`Masqué par Maktabi : ${WHY}`)).toBeVisible();
      unmount();
    }
  });

  it("a review beyond the first page leads to the reviews' heading", async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-02#review-bkg-absent' });
    const heading = await screen.findByRole('heading', { name: /^Avis/, level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("another address's anchor is left alone", async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-02#galerie' });
    const heading = await screen.findByRole('heading', { name: /^Avis/, level: 2 });
    // the reviews are drawn (the seed gives lst-casa-02 three), and nothing took the focus
    await waitFor(() => expect(document.querySelectorAll('[id^="review-"]').length).toBe(3));
    expect(heading).not.toHaveFocus();
  });
});
