import {
  addressLine,
  areaText,
  daysText,
  excerpt,
  floorText,
  formatResultCount,
  fromPerDayText,
  listingPageTitle,
  parkingText,
  perMonthText,
  spaceTypeText,
  understoodPlace,
} from '@/features/listings/format';
import { listing } from '../factories';

describe('understoodPlace: the place a search understood, for the count line', () => {
  it('names a neighbourhood with its city, a city as the list spells it, an unknown word as typed', () => {
    expect(understoodPlace('maarif')).toBe('Maârif (Casablanca)');
    expect(understoodPlace('Casa')).toBe('Casablanca');
    expect(understoodPlace('Médina')).toBe('Médina');
    expect(understoodPlace('  Bouznika ')).toBe('Bouznika');
    expect(formatResultCount(3, { city: understoodPlace('gueliz') })).toBe(
      '3 bureaux trouvés à Guéliz (Marrakech)',
    );
  });

  it('names no place for a term without letters', () => {
    expect(understoodPlace('!!!')).toBe('');
    expect(understoodPlace('')).toBe('');
    expect(formatResultCount(1, { city: understoodPlace('🙂') })).toBe('1 bureau trouvé');
  });
});

describe('formatResultCount', () => {
  it('uses the singular for 0 and 1, the plural from 2', () => {
    expect(formatResultCount(0)).toBe('0 bureau trouvé');
    expect(formatResultCount(1)).toBe('1 bureau trouvé');
    expect(formatResultCount(2)).toBe('2 bureaux trouvés');
    expect(formatResultCount(12)).toBe('12 bureaux trouvés');
  });
  it('adds " à {city}" when a city is set', () => {
    expect(formatResultCount(3, { city: 'Fès' })).toBe('3 bureaux trouvés à Fès');
    expect(formatResultCount(1, { city: ' Rabat ' })).toBe('1 bureau trouvé à Rabat');
    expect(formatResultCount(4, { city: '  ' })).toBe('4 bureaux trouvés');
  });
  it('shows "N+" in the plural while more pages exist', () => {
    expect(formatResultCount(20, { hasMore: true })).toBe('20+ bureaux trouvés');
    expect(formatResultCount(1, { hasMore: true })).toBe('1+ bureaux trouvés');
    expect(formatResultCount(20, { hasMore: true, city: 'Casablanca' })).toBe(
      '20+ bureaux trouvés à Casablanca',
    );
  });
  it('groups thousands the French way', () => {
    expect(formatResultCount(1500)).toBe('1\u202f500 bureaux trouvés');
  });
});

describe('prices', () => {
  it('writes the card prices with the spec spacing', () => {
    expect(fromPerDayText({ pricePerDay: 150 })).toBe('À partir de 150 MAD /jour');
    expect(perMonthText({ pricePerMonth: 2700 })).toBe('2\u202f700 MAD/mois');
  });
});

describe('listing details', () => {
  it('labels the space type, or the custom type for "other"', () => {
    expect(spaceTypeText({ spaceType: 'closed-team', customSpaceType: null })).toBe(
      'Bureau fermé (équipe)',
    );
    expect(spaceTypeText({ spaceType: 'other', customSpaceType: 'Studio podcast' })).toBe(
      'Studio podcast',
    );
    expect(spaceTypeText({ spaceType: 'other', customSpaceType: null })).toBe('Autre');
  });
  it('writes the floor with or without elevator', () => {
    expect(floorText({ floor: 3, hasElevator: true })).toBe('Étage 3 · avec ascenseur');
    expect(floorText({ floor: 2, hasElevator: false })).toBe('Étage 2 · sans ascenseur');
    expect(floorText({ floor: 0, hasElevator: false })).toBe('Rez-de-chaussée · sans ascenseur');
  });
  it('writes days, area and parking', () => {
    expect(daysText(1)).toBe('1 jour');
    expect(daysText(5)).toBe('5 jours');
    expect(areaText(45)).toBe('45 m²');
    expect(parkingText({ parking: { available: true, type: 'free' } })).toBe('Gratuit');
    expect(parkingText({ parking: { available: true, type: 'paid' } })).toBe('Payant');
    expect(parkingText({ parking: { available: false } })).toBe('Aucun');
  });
  it('does not repeat the city already in the address', () => {
    expect(
      addressLine({
        address: '14 Avenue de France, Agdal, Rabat',
        city: 'Rabat',
        coordinates: null,
      }),
    ).toBe('14 Avenue de France, Agdal, Rabat');
    expect(addressLine({ address: 'Talaa Kebira, Fes', city: 'Fès', coordinates: null })).toBe(
      'Talaa Kebira, Fes',
    );
    expect(addressLine({ address: '12 rue Atlas', city: 'Fès', coordinates: null })).toBe(
      '12 rue Atlas, Fès',
    );
    expect(addressLine({ address: '', city: 'Fès', coordinates: null })).toBe('Fès');
  });
  it('finds the city at the end of a part, with its postcode before, after or stuck to it', () => {
    const line = (address: string) =>
      addressLine({ address, city: 'Casablanca', coordinates: null });
    // no comma before the city
    expect(line('12 rue Ibnou Majid Casablanca')).toBe('12 rue Ibnou Majid Casablanca');
    expect(line('Hay Hassani 20230 Casablanca')).toBe('Hay Hassani 20230 Casablanca');
    expect(line('Bd Zerktouni, 20000 Casablanca')).toBe('Bd Zerktouni, 20000 Casablanca');
    expect(line('Bd Zerktouni, Casablanca20000')).toBe('Bd Zerktouni, Casablanca20000');
    expect(line('Bd Zerktouni, 20000Casablanca')).toBe('Bd Zerktouni, 20000Casablanca');
    // a name that only contains the city's is not the city
    expect(line('Résidence Casablancaise')).toBe('Résidence Casablancaise, Casablanca');
    expect(line('Casablanca Marina 3, Tour B')).toBe('Casablanca Marina 3, Tour B, Casablanca');
    // a postcode typed inside a two-word city name is one gap, whatever its number of digits
    const beni = (address: string) =>
      addressLine({ address, city: 'Béni Mellal', coordinates: null });
    expect(beni('Bd Hassan II, Béni 23000 Mellal')).toBe('Bd Hassan II, Béni 23000 Mellal');
    expect(beni('Bd Hassan II, Béni 2 Mellal')).toBe('Bd Hassan II, Béni 2 Mellal');
  });
  it('cuts a long description on a word', () => {
    expect(excerpt('court')).toBe('court');
    const long = 'mot '.repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('mot…')).toBe(true);
  });
});

describe('listingPageTitle', () => {
  const base = listing();
  const at = (title: string, city: string) =>
    listingPageTitle({ title, location: { ...base.location, city } });
  it('adds the city unless the title names it', () => {
    expect(at('Bureau calme', 'Rabat')).toBe('Bureau calme à Rabat');
    expect(at('Coworking convivial à Kénitra', 'Kénitra')).toBe('Coworking convivial à Kénitra');
    expect(at("Coworking face à la plage d'Agadir", 'Agadir')).toBe(
      "Coworking face à la plage d'Agadir",
    );
  });
  it('puts the city in brackets when the title already says « à »', () => {
    expect(at("Open-space face à l'océan à Aïn Diab", 'Casablanca')).toBe(
      "Open-space face à l'océan à Aïn Diab (Casablanca)",
    );
    expect(at('Bureau À deux pas du tram', 'Rabat')).toBe('Bureau À deux pas du tram (Rabat)');
    // « à » inside a word is not one
    expect(at('Bureau Ouarzazate-à-pied', 'Rabat')).toBe('Bureau Ouarzazate-à-pied à Rabat');
  });
});
