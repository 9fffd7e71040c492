/**
 * The listing form as a reusable feature component: pre-filled from a stored listing (what an
 * edit screen does), it shows every value and submits them back unchanged.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildListingInput, type ListingDraft } from '@/domain/listingDraft';
import { ListingForm } from '@/features/host/ListingForm';
import { listingFormValues } from '@/features/host/listingFormValues';
import type { ListingFormValues } from '@/features/host/listingSchema';
import { listing, listingInput } from '../factories';
import { createTestRouter, TestRouterProvider } from '../utils';
import { plainSpaces } from '../french';

function renderForm(defaultValues?: Partial<ListingFormValues>) {
  const onSubmit = vi.fn(async (values: ListingFormValues) => {
    void values;
  });
  // The app's router: the form's leave guard needs its history (src/lib/guardedHistory.ts).
  const router = createTestRouter(
    [
      {
        path: '/host/listings/new',
        element: (
          <ListingForm
            defaultValues={defaultValues}
            onSubmit={onSubmit}
            submitLabel="Enregistrer"
            submittingLabel="Enregistrement…"
            cancelTo="/host/dashboard"
          />
        ),
      },
      { path: '/host/dashboard', element: <h1>Tableau de bord hôte</h1> },
    ],
    { initialEntries: ['/host/dashboard', '/host/listings/new'] },
  );
  render(<TestRouterProvider router={router} />);
  return { onSubmit, router, user: userEvent.setup({ delay: null }) };
}

describe('listing form, pre-filled from a stored listing', () => {
  const stored = listing({
    amenities: ['Wi-Fi haut débit', 'Café/Thé', 'Une ancienne option'],
    spaceType: 'other',
    customSpaceType: 'Studio photo',
  });

  it('shows every stored value', async () => {
    renderForm(listingFormValues(stored));
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue(stored.title);
    expect(screen.getByLabelText('Description')).toHaveValue(stored.description);
    expect(screen.getByLabelText("Type d'espace")).toHaveValue('other');
    expect(screen.getByLabelText("Précisez le type d'espace")).toHaveValue('Studio photo');
    expect(screen.getByRole('combobox', { name: 'Quartier ou ville' })).toHaveValue(
      stored.location.address,
    );
    const chosen = screen.getByText('Adresse sélectionnée').closest('[role="status"]')!;
    expect(chosen).toHaveTextContent(stored.location.address);
    expect(chosen).toHaveTextContent(stored.location.city);
    expect(screen.getByLabelText('Superficie (m²)')).toHaveValue(25);
    expect(screen.getByLabelText('Étage')).toHaveValue(3);
    expect(screen.getByLabelText('Nombre de postes de travail')).toHaveValue(2);
    expect(screen.getByLabelText('Type de connexion internet')).toHaveValue('fiber');
    expect(screen.getByRole('checkbox', { name: 'Ascenseur' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Parking disponible' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Payant' })).toBeChecked();
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(200);
    expect(screen.getByLabelText('Prix par mois (MAD)')).toHaveValue(3500);
    const amenities = screen.getByRole('group', { name: 'Équipements' });
    expect(within(amenities).getByRole('checkbox', { name: 'Wi-Fi haut débit' })).toBeChecked();
    // stored without it, the amenity « Parking » opens ticked: the listing has parking
    expect(within(amenities).getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    expect(within(amenities).getByRole('checkbox', { name: 'Accès handicapés' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    // No photo section unless the screen supplies one.
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('submits the stored listing back unchanged (an unknown amenity dropped, « Parking » added)', async () => {
    const { onSubmit, user } = renderForm(listingFormValues(stored));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    const { photos: _photos, ...expected } = listingInput({
      amenities: ['Wi-Fi haut débit', 'Parking', 'Café/Thé'],
      spaceType: 'other',
      customSpaceType: 'Studio photo',
    });
    expect(buildListingInput(values as ListingDraft)).toEqual(expected);
  });

  it('ticks « Parking » with « Parking disponible » and « Accès handicapés » with its field, both ways', async () => {
    const { onSubmit, user } = renderForm(listingFormValues(stored));
    const amenities = screen.getByRole('group', { name: 'Équipements' });
    const parkingAmenity = within(amenities).getByRole('checkbox', { name: 'Parking' });
    const accessAmenity = within(amenities).getByRole('checkbox', { name: 'Accès handicapés' });
    const parkingField = screen.getByRole('checkbox', { name: 'Parking disponible' });
    const accessField = screen.getByRole('checkbox', {
      name: 'Accessible aux personnes à mobilité réduite',
    });
    await user.click(parkingField);
    expect(parkingAmenity).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Type de parking' })).not.toBeInTheDocument();
    await user.click(accessAmenity);
    expect(accessField).toBeChecked();
    await user.click(parkingAmenity);
    expect(parkingField).toBeChecked();
    expect(screen.getByRole('group', { name: 'Type de parking' })).toBeInTheDocument();
    await user.click(accessField);
    expect(accessAmenity).not.toBeChecked();
    await user.click(parkingField);
    // what is saved says the same as the boxes: no parking, not accessible, neither amenity
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = buildListingInput(onSubmit.mock.calls[0]![0] as ListingDraft);
    expect(input).toMatchObject({ isAccessible: false, parking: { available: false } });
    expect(input.amenities).toEqual(['Wi-Fi haut débit', 'Café/Thé']);
  });

  it('starts empty for a new listing and refuses to submit it', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Quartier ou ville' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Titre requis')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('listing form: prices in whole MAD', () => {
  it('refuses a decimal price with a French message, accepts the whole amount', async () => {
    const { onSubmit, user } = renderForm(listingFormValues(listing()));
    const perDay = screen.getByLabelText('Prix par jour (MAD)');
    // a phone offers digits only for both prices
    for (const price of [perDay, screen.getByLabelText('Prix par mois (MAD)')]) {
      expect(price).toHaveAttribute('inputmode', 'numeric');
      expect(price).toHaveAttribute('step', '1');
    }
    await user.clear(perDay);
    await user.type(perDay, '99.99');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le prix doit être un nombre entier de MAD'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(perDay);
    await user.type(perDay, '99');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ pricePerDay: 99 });
  });

  it('says "Prix minimum 1€" alone under 1 MAD', async () => {
    const { onSubmit, user } = renderForm(listingFormValues(listing()));
    const perMonth = screen.getByLabelText('Prix par mois (MAD)');
    await user.clear(perMonth);
    await user.type(perMonth, '0.5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Prix minimum 1€')).toBeInTheDocument();
    expect(screen.queryByText('Le prix doit être un nombre entier de MAD')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('listing form: a month cheaper than a day', () => {
  const WARNING =
    "Le prix par mois est inférieur au prix par jour\u00a0: vérifiez-le avant d'enregistrer.";

  it('says so under the monthly price, as its description, without refusing the save', async () => {
    const { onSubmit, user } = renderForm(listingFormValues(listing()));
    const perDay = screen.getByLabelText('Prix par jour (MAD)');
    const perMonth = screen.getByLabelText('Prix par mois (MAD)');
    expect(screen.queryByText(WARNING)).toBeNull();
    await user.clear(perDay);
    await user.type(perDay, '500');
    await user.clear(perMonth);
    await user.type(perMonth, '100');
    expect(await screen.findByText(plainSpaces(WARNING))).toBeInTheDocument();
    expect(perMonth).toHaveAccessibleDescription(WARNING);
    // a warning, not an error: the host may mean it
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ pricePerDay: 500, pricePerMonth: 100 });
    // and once the month is right, it goes
    await user.type(perMonth, '00');
    await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
    expect(perMonth).not.toHaveAccessibleDescription(WARNING);
  });
});

describe('listing form: leaving with unsaved changes (issue 16)', () => {
  const LEAVE = 'Quitter sans enregistrer\u00a0?';
  const at = (router: { state: { location: { pathname: string } } }) =>
    router.state.location.pathname;

  it('asks before "Annuler" leaves a changed form; "Rester" keeps every value', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Titre de l'annonce"), 'Plateau à Guéliz');
    await user.type(screen.getByLabelText('Prix par jour (MAD)'), '400');
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE });
    expect(dialog).toHaveTextContent('Les informations saisies dans ce formulaire seront perdues.');
    // the safe choice has the focus
    expect(within(dialog).getByRole('button', { name: 'Rester sur la page' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(at(router)).toBe('/host/listings/new');
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Plateau à Guéliz');
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(400);
  });

  it('leaves when the user confirms, and asks on Back as well', async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("Titre de l'annonce"), 'Plateau');
    // the browser's Back
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: LEAVE });
    expect(at(router)).toBe('/host/listings/new');
    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(at(router)).toBe('/host/dashboard'));
    expect(screen.getByRole('heading', { name: 'Tableau de bord hôte' })).toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const { router, user } = renderForm(listingFormValues(listing()));
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(at(router)).toBe('/host/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser before a reload or closing the tab, only while changed', async () => {
    const { user } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText("Titre de l'annonce"), 'Plateau');
    expect(unload()).toBe(true);
  });
});
