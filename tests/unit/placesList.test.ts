/**
 * The offline place finder, place by place: the list it offers, the other names it knows
 * (aliases) and the order of its suggestions, written out by hand.
 */
import { MOROCCAN_PLACES, searchPlaces } from '@/domain/places';

// Each city, then its districts, in the order of the list.
const EXPECTED: [city: string, districts: string[]][] = [
  [
    'Casablanca',
    [
      'Maârif',
      'Gauthier',
      'Sidi Maârouf',
      'Casablanca Finance City',
      'Aïn Diab',
      'Racine',
      'Bourgogne',
      'Hay Hassani',
      'Aïn Sebaâ',
      'Centre-ville',
      'Oasis',
      'Californie',
      'Palmier',
    ],
  ],
  ['Rabat', ['Agdal', 'Hay Riad', 'Hassan', 'Souissi', 'Océan', 'Centre-ville', 'Médina']],
  [
    'Marrakech',
    ['Guéliz', 'Hivernage', 'Médina', 'Sidi Ghanem', 'Palmeraie', 'Targa', 'Daoudiate'],
  ],
  ['Fès', ['Ville Nouvelle', 'Médina', "Route d'Imouzzer", 'Saïss', 'Atlas']],
  [
    'Tanger',
    [
      'Centre-ville',
      'Malabata',
      'Tanger City Center',
      'Iberia',
      'Marshan',
      'Médina',
      'Zone Franche',
    ],
  ],
  ['Agadir', ['Centre-ville', 'Talborjt', 'Secteur Touristique', 'Founty', 'Hay Dakhla', 'Marina']],
  ['Meknès', ['Ville Nouvelle', 'Médina', 'Marjane', 'Zitoune']],
  ['Oujda', ['Centre-ville', 'Médina', 'Lazaret', 'Sidi Yahya', 'Hay Al Qods']],
  ['Kénitra', ['Centre-ville', 'Bir Rami', 'Val Fleuri', 'Les Mimosas']],
  ['Tétouan', ['Centre-ville', 'Ensanche', 'Médina', 'Mhannech', 'Touabel', 'Route de Martil']],
  ['Salé', ['Médina', 'Bettana', 'Tabriquet', 'Hay Karima', 'Sala Al Jadida', 'Technopolis']],
  ['Temara', ['Centre-ville', 'Harhoura', 'Wifaq', 'Massira', 'Guich Oudaya']],
  ['Mohammedia', []],
  ['El Jadida', ['Centre-ville', 'Cité portugaise', 'Sidi Bouzid']],
  ['Nador', []],
  ['Béni Mellal', []],
  ['Safi', []],
  ['Essaouira', []],
  ['Laâyoune', []],
  ['Ifrane', []],
  ['Bouskoura', []],
  ['Settat', []],
  ['Berrechid', []],
  ['Khouribga', []],
  ['Khémisset', []],
  ['Taza', []],
  ['Larache', []],
  ['Al Hoceïma', []],
  ['Ouarzazate', []],
  ['Errachidia', []],
  ['Guelmim', []],
  ['Dakhla', []],
];

const labels = (places: readonly { label: string }[]) => places.map((p) => p.label);

describe('the offline list of places', () => {
  it('offers exactly these cities and districts, in this order', () => {
    const expected = EXPECTED.flatMap(([city, districts]) => [
      city,
      ...districts.map((d) => `${d}, ${city}`),
    ]);
    expect(labels(MOROCCAN_PLACES)).toEqual(expected);
  });

  it('gives multi-word places kebab-case ids', () => {
    const ids = MOROCCAN_PLACES.map((p) => p.id);
    expect(ids).toContain('el-jadida');
    expect(ids).toContain('casablanca-casablanca-finance-city');
    expect(ids).toContain('fes-route-d-imouzzer');
    expect(ids).toContain('tanger-centre-ville');
  });
});

describe('the other names of places (aliases)', () => {
  it.each([
    ['marrakesh', 'Marrakech'],
    ['fez', 'Fès'],
    ['tangier', 'Tanger'],
    ['tangiers', 'Tanger'],
    ['tetuan', 'Tétouan'],
    ['cfc', 'Casablanca Finance City, Casablanca'],
    ['anfa', 'Casablanca Finance City, Casablanca'],
    ['corniche', 'Aïn Diab, Casablanca'],
    ['tfz', 'Zone Franche, Tanger'],
    ['free zone', 'Zone Franche, Tanger'],
    ['hamria', 'Ville Nouvelle, Meknès'],
    ['fes el bali', 'Médina, Fès'],
    ['casa anfa', 'Casablanca Finance City, Casablanca'],
  ])('"%s" finds %s first', (query, label) => {
    expect(searchPlaces(query)[0]?.label).toBe(label);
  });

  it("a city's other name also finds its districts", () => {
    expect(labels(searchPlaces('marrakesh', 3))).toEqual([
      'Marrakech',
      'Guéliz, Marrakech',
      'Hivernage, Marrakech',
    ]);
    expect(labels(searchPlaces('fez gueliz'))).toEqual([]);
    expect(labels(searchPlaces('fez medina'))).toEqual(['Médina, Fès']);
  });
});

describe('the order of suggestions', () => {
  it('puts the places named by the query before those found through their city', () => {
    // "Tanger City Center" is named "tanger..."; the other districts are only in Tanger.
    expect(labels(searchPlaces('tanger', 4))).toEqual([
      'Tanger',
      'Tanger City Center, Tanger',
      'Centre-ville, Tanger',
      'Malabata, Tanger',
    ]);
    expect(labels(searchPlaces('casa', 4))).toEqual([
      'Casablanca',
      'Casablanca Finance City, Casablanca',
      'Maârif, Casablanca',
      'Gauthier, Casablanca',
    ]);
  });

  it('puts cities before districts at the same level, even a district listed earlier', () => {
    // Targa (a district of Marrakech) is listed before Tanger and Taza.
    expect(labels(searchPlaces('ta', 5))).toEqual([
      'Tanger',
      'Taza',
      'Targa, Marrakech',
      'Tanger City Center, Tanger',
      'Talborjt, Agadir',
    ]);
    // The same inside a word: El Jadida (a city) before Sala Al Jadida (a district of Salé),
    // which its own name matches, before the districts of El Jadida, which their city's does.
    expect(labels(searchPlaces('adida'))).toEqual([
      'El Jadida',
      'Sala Al Jadida, Salé',
      'Centre-ville, El Jadida',
      'Cité portugaise, El Jadida',
      'Sidi Bouzid, El Jadida',
    ]);
  });

  it('keeps the order of the list between places of the same level', () => {
    expect(labels(searchPlaces('centre', 12))).toEqual([
      'Centre-ville, Casablanca',
      'Centre-ville, Rabat',
      'Centre-ville, Tanger',
      'Centre-ville, Agadir',
      'Centre-ville, Oujda',
      'Centre-ville, Kénitra',
      'Centre-ville, Tétouan',
      'Centre-ville, Temara',
      'Centre-ville, El Jadida',
    ]);
  });

  it('finds a name typed without its spaces, or cut in another place', () => {
    expect(labels(searchPlaces('sidimaarouf'))).toEqual(['Sidi Maârouf, Casablanca']);
    expect(labels(searchPlaces('sidim aarouf'))).toEqual(['Sidi Maârouf, Casablanca']);
    // Each word inside a word of the place, in any order.
    expect(labels(searchPlaces('aarouf idi'))).toEqual(['Sidi Maârouf, Casablanca']);
  });
});
