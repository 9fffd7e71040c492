/**
 * The end dialog's cost line agrees with its number of months (RentalEndDialog): « 1 mois dû »,
 * « 2 mois dus » (a QA pass read « 1 mois dus », 6 December 2026).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RentalEndDialog } from '@/features/booking/components/RentalEndDialog';
import { booking } from '../factories';

const TEXT = {
  title: 'Mettre fin à la location',
  lastDay: 'Dernier jour',
  lastDayHint: 'Au plus tôt le {date}',
  required: 'Choisissez le dernier jour.',
  tooEarly: 'Au plus tôt le {date}.',
  notEndable: 'Impossible.',
  confirm: 'Confirmer',
  keep: 'Garder',
  busy: 'Enregistrement…',
};

const rental = booking({
  rentalType: 'monthly',
  isIndefinite: true,
  status: 'confirmed',
  startDate: '2027-01-04',
  endDate: null,
  monthlyPrice: 1800,
  totalPrice: 1800,
});

function open() {
  render(
    <RentalEndDialog
      booking={rental}
      today="2026-12-06"
      by="admin"
      text={TEXT}
      submit={async () => undefined}
      errorMessage={() => 'Erreur'}
      onEnded={() => undefined}
      onCancel={() => undefined}
    >
      Une location
    </RentalEndDialog>,
  );
  return screen.getByRole('dialog');
}

it.each([
  ['2027-02-03', "Jusqu'à ce jour : 1 mois dû, soit 1 800 MAD au total"],
  ['2027-02-10', "Jusqu'à ce jour : 2 mois dus, soit 3 600 MAD au total"],
])('says the months due up to %s as many as they are', async (day, said) => {
  const user = userEvent.setup();
  const dialog = open();
  await user.type(screen.getByLabelText('Dernier jour'), day);
  expect(dialog).toHaveTextContent(said);
});
