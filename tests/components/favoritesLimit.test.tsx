/** The favourite heart at the rules' bound: 200 favourites, then a French message. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_FAVORITES } from '@/domain/favorites';
import { DEMO, renderApp, testBackend } from '../utils';

const TITLE = 'Espace de coworking lumineux au cœur du Maârif'; // lst-casa-01

describe('favourite toggle at the limit', () => {
  it(`refuses a ${MAX_FAVORITES + 1}st favourite with a French message`, async () => {
    const backend = await testBackend({ as: 'tenant' });
    const fillers = Array.from({ length: MAX_FAVORITES - 2 }, (_, i) => `lst-ancien-${i}`);
    await backend.users.updateProfile(DEMO.tenant.uid, {
      favorites: [...(await backend.users.getProfile(DEMO.tenant.uid))!.favorites, ...fillers],
    } as never);
    expect((await backend.users.getProfile(DEMO.tenant.uid))!.favorites).toHaveLength(
      MAX_FAVORITES,
    );
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    await userEvent.click(heart);
    expect(
      await screen.findByText(
        'Vous avez atteint la limite de 200 favoris. Retirez-en un pour en ajouter un autre.',
      ),
    ).toBeInTheDocument();
    expect(heart).toHaveAccessibleName('Ajouter aux favoris');
    expect((await backend.users.getProfile(DEMO.tenant.uid))!.favorites).not.toContain(
      'lst-casa-01',
    );
  });

  it('lets the 200th in', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const fillers = Array.from({ length: MAX_FAVORITES - 3 }, (_, i) => `lst-ancien-${i}`);
    await backend.users.updateProfile(DEMO.tenant.uid, {
      favorites: [...(await backend.users.getProfile(DEMO.tenant.uid))!.favorites, ...fillers],
    } as never);
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(async () =>
      expect((await backend.users.getProfile(DEMO.tenant.uid))!.favorites).toHaveLength(
        MAX_FAVORITES,
      ),
    );
  });
});
