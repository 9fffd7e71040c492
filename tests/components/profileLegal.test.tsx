/**
 * The profile's billing sections (issue 15): a host's legal identity (company or individual)
 * and a tenant's optional company name and ICE — French messages, nothing typed lost, stored
 * normalised, private to the profile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBackend, type LocalTestBackend } from '../utils';

async function openProfile(backend: LocalTestBackend) {
  renderApp({ backend, route: '/profile' });
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
  return screen.getByRole('group', { name: /^Facturation/ });
}

describe("a host's legal identity", () => {
  it('shows the stored company; a wrong ICE says why and keeps what was typed; saved compact', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    const section = await openProfile(backend);
    expect(within(section).getByRole('radio', { name: 'Société' })).toBeChecked();
    expect(within(section).getByLabelText('Raison sociale')).toHaveValue(
      'El Amrani Business Center SARL',
    );
    expect(within(section).getByRole('checkbox', { name: 'Assujetti à la TVA' })).toBeChecked();
    const ice = within(section).getByLabelText('ICE');
    await user.clear(ice);
    await user.type(ice, '0021 8743 6000 04');
    expect(
      await within(section).findByText("L'ICE compte exactement 15 chiffres"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(ice).toHaveValue('0021 8743 6000 04');
    expect(ice).toHaveAttribute('aria-invalid', 'true');
    await user.type(ice, '6');
    await waitFor(() =>
      expect(
        within(section).queryByText("L'ICE compte exactement 15 chiffres"),
      ).not.toBeInTheDocument(),
    );
    await user.click(within(section).getByRole('checkbox', { name: 'Assujetti à la TVA' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.users.getProfile('demo-host'))!.legalIdentity).toMatchObject({
        kind: 'company',
        ice: '002187436000046',
        vatRegistered: false,
      }),
    );
  });

  it('switches to an individual: name, optional CIN in capitals, address', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    const section = await openProfile(backend);
    await user.click(within(section).getByRole('radio', { name: 'Particulier' }));
    expect(within(section).queryByLabelText('ICE')).not.toBeInTheDocument();
    // the profile's name to start with: the one most often invoiced under
    const fullName = within(section).getByLabelText('Nom complet');
    expect(fullName).toHaveValue('Karim El Amrani');
    await user.clear(fullName);
    await user.type(fullName, 'Karim El Amrani Bennani');
    expect(within(section).getByLabelText('CIN (facultatif)')).toHaveAccessibleDescription(
      'Par exemple BK123456',
    );
    await user.type(within(section).getByLabelText(/^CIN/), 'bk 12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.users.getProfile('demo-host'))!.legalIdentity).toEqual({
        kind: 'individual',
        fullName: 'Karim El Amrani Bennani',
        cin: 'BK12',
        address: "27 boulevard d'Anfa, Casablanca",
      }),
    );
  });

  it('a wrong CIN or a missing address is said in French', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    const section = await openProfile(backend);
    await user.click(within(section).getByRole('radio', { name: 'Particulier' }));
    await user.type(within(section).getByLabelText(/^CIN/), '123');
    await user.clear(within(section).getByLabelText('Nom complet'));
    await user.clear(within(section).getByLabelText('Adresse'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(section).findByText(
        "CIN invalide : une ou deux lettres puis jusqu'à 6 chiffres, par exemple BK123456",
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('Adresse requise')).toBeInTheDocument();
    expect(within(section).getByText('Nom complet requis')).toBeInTheDocument();
    // the focus goes to the first of them in the page, not the first registered (the address)
    expect(within(section).getByLabelText('Nom complet')).toHaveFocus();
    expect((await backend.users.getProfile('demo-host'))!.legalIdentity?.kind).toBe('company');
  });

  it('a host may leave it empty: nothing is stored', async () => {
    const backend = await testBackend();
    await backend.auth.signIn('sara.tazi@demo.ma', 'demo1234');
    const user = userEvent.setup();
    const section = await openProfile(backend);
    expect(within(section).getByRole('radio', { name: 'Société' })).not.toBeChecked();
    expect(within(section).getByRole('radio', { name: 'Particulier' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Mon profil'),
    );
    expect((await backend.users.getProfile('host-2'))!.legalIdentity).toBeNull();
  });
});

describe("a tenant's billing details", () => {
  it("an ICE needs the company's name; saved together", async () => {
    const backend = await testBackend({ as: 'tenant' });
    const user = userEvent.setup();
    renderApp({ backend, route: '/profile' });
    const section = await screen.findByRole('group', {
      name: "Facturation au nom d'une société (facultatif)",
    });
    const name = within(section).getByLabelText('Nom de la société');
    expect(name).toHaveValue('Nour Conseil SARL');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(section).findByText('Nom de la société requis avec un ICE'),
    ).toBeInTheDocument();
    await user.type(name, 'Atlas Conseil');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(async () =>
      expect((await backend.users.getProfile('demo-tenant'))!.billing).toEqual({
        companyName: 'Atlas Conseil',
        ice: '001987654000072',
      }),
    );
  });
});
