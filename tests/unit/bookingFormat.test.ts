import { bookingErrorMessage } from '@/features/booking/errors';
import {
  bookingAddressLine,
  bookingDatesText,
  bookingPriceText,
  endedRentalTotalText,
  rentalSinceText,
} from '@/features/booking/format';
import { ServiceError } from '@/services/types';

describe('booking dates in French', () => {
  it('shows a range, a single day and an open-ended monthly rental', () => {
    expect(
      bookingDatesText({ startDate: '2026-03-03', endDate: '2026-03-05', isIndefinite: false }),
    ).toBe('Du 3 mars 2026 au 5 mars 2026');
    expect(
      bookingDatesText({ startDate: '2026-03-03', endDate: '2026-03-03', isIndefinite: false }),
    ).toBe('Le 3 mars 2026');
    expect(bookingDatesText({ startDate: '2028-02-29', endDate: null, isIndefinite: true })).toBe(
      'À partir du 29 février 2028 (durée indéterminée)',
    );
  });

  it('shows the last day the admin gave an open-ended rental', () => {
    expect(
      bookingDatesText({ startDate: '2026-03-03', endDate: '2026-06-30', isIndefinite: true }),
    ).toBe('Du 3 mars 2026 au 30 juin 2026 (fin de location enregistrée)');
  });

  it("never shifts a day by the machine's time zone", () => {
    expect(
      bookingDatesText({ startDate: '2026-12-31', endDate: '2027-01-01', isIndefinite: false }),
    ).toBe('Du 31 décembre 2026 au 1er janvier 2027');
  });
});

describe('booking price', () => {
  const n = (s: string) => s.replace(/\s/g, ' ');
  it('shows the total, or the monthly price of an open-ended rental', () => {
    expect(
      n(
        bookingPriceText({
          totalPrice: 1950,
          monthlyPrice: null,
          isIndefinite: false,
          rentalType: 'daily',
        }),
      ),
    ).toBe('1 950 MAD');
    expect(
      n(
        bookingPriceText({
          totalPrice: 4500,
          monthlyPrice: 4500,
          isIndefinite: true,
          rentalType: 'monthly',
        }),
      ),
    ).toBe('4 500 MAD/mois');
  });
});

describe('address line', () => {
  it('adds the city unless the address already ends with it', () => {
    expect(bookingAddressLine('12 Rue Ibnou Majid, Maârif', 'Casablanca')).toBe(
      '12 Rue Ibnou Majid, Maârif, Casablanca',
    );
    expect(bookingAddressLine('12 Rue Ibnou Majid, Maârif, Casablanca', 'Casablanca')).toBe(
      '12 Rue Ibnou Majid, Maârif, Casablanca',
    );
    expect(bookingAddressLine('Avenue Hassan II, FÈS', 'Fès')).toBe('Avenue Hassan II, FÈS');
    expect(bookingAddressLine('', 'Rabat')).toBe('Rabat');
  });
});

describe('booking error messages', () => {
  it('turns service error codes into French', () => {
    expect(bookingErrorMessage(new ServiceError('booking/dates-taken'))).toBe(
      "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.",
    );
    expect(bookingErrorMessage(new ServiceError('booking/own-listing'))).toBe(
      'Vous ne pouvez pas réserver votre propre bureau',
    );
    expect(bookingErrorMessage(new ServiceError('booking/not-tenant'))).toBe(
      'Seuls les comptes locataires peuvent réserver un bureau',
    );
    expect(bookingErrorMessage(new ServiceError('invalid-argument'))).toMatch(
      /^Votre demande de réservation est invalide/,
    );
    expect(bookingErrorMessage(new ServiceError('unavailable'))).toMatch(
      /^Connexion au serveur impossible/,
    );
    expect(bookingErrorMessage(new Error('boom'))).toBe(
      'La réservation a échoué. Veuillez réessayer.',
    );
  });
});

describe('booking error messages tell what happened (F1B item E)', () => {
  it.each([
    ['booking/not-tenant', 'Seuls les comptes locataires peuvent réserver un bureau'],
    ['booking/own-listing', 'Vous ne pouvez pas réserver votre propre bureau'],
    ['booking/dates-taken', "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates."],
    [
      'booking/overlap-confirmed',
      "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.",
    ],
    [
      'booking/days-blocked',
      "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.",
    ],
    [
      'booking/expired',
      'Ce bureau a changé entre-temps. Actualisez la page, puis choisissez vos dates à nouveau.',
    ],
    [
      'booking/invalid-state',
      'Ce bureau a changé entre-temps. Actualisez la page, puis choisissez vos dates à nouveau.',
    ],
    ['not-found', "Ce bureau n'est plus proposé à la réservation."],
    [
      'permission-denied',
      "Votre demande n'a pas pu être enregistrée. Vérifiez les dates et réessayez.",
    ],
    ['unknown', 'La réservation a échoué. Veuillez réessayer.'],
  ] as const)('%s → its own message', (code, message) => {
    expect(bookingErrorMessage(new ServiceError(code))).toBe(message);
  });

  it('never tells a bare refusal that bookings are for tenants', () => {
    expect(bookingErrorMessage(new ServiceError('permission-denied'))).not.toMatch(/locataires/);
  });
});

describe('an indefinite rental given its end', () => {
  it('says since when it runs, or from when it will', () => {
    expect(rentalSinceText('2026-12-20', '2026-12-20')).toBe('depuis le 20 décembre 2026');
    expect(rentalSinceText('2026-12-20', '2027-01-05')).toBe('depuis le 20 décembre 2026');
    expect(rentalSinceText('2026-12-20', '2026-12-19')).toBe('à partir du 20 décembre 2026');
  });

  it('gives the total of its months once it has an end, nothing otherwise', () => {
    const ended = {
      startDate: '2026-12-20',
      endDate: '2027-01-25',
      isIndefinite: true,
      monthlyPrice: 12_600,
    };
    expect(endedRentalTotalText(ended)).toBe('2 mois dus\u00a0: 25\u202f200\u00a0MAD au total');
    // one month: « dû » agrees
    expect(endedRentalTotalText({ ...ended, endDate: '2027-01-10' })).toBe(
      '1 mois dû\u00a0: 12\u202f600\u00a0MAD au total',
    );
    expect(endedRentalTotalText({ ...ended, endDate: null })).toBeNull();
    expect(endedRentalTotalText({ ...ended, isIndefinite: false })).toBeNull();
  });
});
