import { ValidationError } from 'yup';
import { listingSchema } from '@/features/host/listingSchema';
import {
  buildListingInput,
  cityFromAddressComponents,
  composeAddress,
  pickInOrder,
  type ListingDraft,
} from '@/domain/listingDraft';
import { STANDARD_AMENITIES } from '@/domain/types';

/** A form state that passes every rule. */
function valid(): Record<string, unknown> {
  return {
    title: 'Bureau lumineux au Maârif',
    description: 'Un bureau calme et bien équipé.',
    spaceType: 'individual',
    customSpaceType: '',
    place: {
      address: 'Maârif, Casablanca, Maroc',
      city: 'Casablanca',
      coordinates: { lat: 33.5855, lng: -7.634 },
    },
    street: '',
    area: 20,
    floor: 0,
    hasElevator: false,
    isAccessible: false,
    workstations: 1,
    internetType: 'fiber',
    parkingAvailable: false,
    parkingType: undefined,
    minimumDuration: 1,
    pricePerDay: 150,
    pricePerMonth: 2500,
    amenities: [],
    additionalEquipment: [],
  };
}

/** Every error message of a validation, keyed by path. */
async function errorsOf(values: Record<string, unknown>): Promise<Record<string, string[]>> {
  try {
    await listingSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string[]> = {};
    for (const inner of e.inner) {
      const path = inner.path ?? '';
      (out[path] ??= []).push(inner.message);
    }
    return out;
  }
}

async function messagesFor(patch: Record<string, unknown>): Promise<Record<string, string[]>> {
  return errorsOf({ ...valid(), ...patch });
}

describe('listingSchema (spec §5)', () => {
  it('accepts a complete listing', async () => {
    expect(await errorsOf(valid())).toEqual({});
  });

  it.each([
    ['title', '', 'Titre requis'],
    ['title', '   ', 'Titre requis'],
    ['title', undefined, 'Titre requis'],
    ['description', '', 'Description requise'],
    ['description', undefined, 'Description requise'],
  ])('%s = %j → "%s"', async (field, value, message) => {
    expect((await messagesFor({ [field]: value }))[field]).toEqual([message]);
  });

  describe.each(['pricePerDay', 'pricePerMonth'])('%s', (field) => {
    it.each([
      [0, 'Prix minimum 1€'],
      [-5, 'Prix minimum 1€'],
      [0.5, 'Prix minimum 1€'],
      [undefined, 'Prix minimum 1€'],
      [Number.NaN, 'Prix minimum 1€'],
      ['', 'Prix minimum 1€'],
      ['abc', 'Prix minimum 1€'],
    ])('%j → "%s"', async (value, message) => {
      expect((await messagesFor({ [field]: value }))[field]).toEqual([message]);
    });

    // Whole MAD only since the real-rules fix (firestore.rules: `is int`); decimals were accepted before.
    it('accepts 1 and whole MAD; a decimal says "Le prix doit être un nombre entier de MAD"', async () => {
      expect(await messagesFor({ [field]: 1 })).toEqual({});
      expect(await messagesFor({ [field]: 99 })).toEqual({});
      expect((await messagesFor({ [field]: 99.5 }))[field]).toEqual([
        'Le prix doit être un nombre entier de MAD',
      ]);
      expect((await messagesFor({ [field]: 1.01 }))[field]).toEqual([
        'Le prix doit être un nombre entier de MAD',
      ]);
    });
  });

  it('spaceType is required and must be one of the six types', async () => {
    expect((await messagesFor({ spaceType: '' })).spaceType).toEqual(["Type d'espace requis"]);
    expect((await messagesFor({ spaceType: undefined })).spaceType).toEqual([
      "Type d'espace requis",
    ]);
    expect((await messagesFor({ spaceType: 'garage' })).spaceType).toEqual([
      "Type d'espace requis",
    ]);
    for (const type of ['individual', 'closed-team', 'open-space', 'meeting-room', 'coworking']) {
      expect(await messagesFor({ spaceType: type })).toEqual({});
    }
  });

  it('customSpaceType is required only when spaceType is other', async () => {
    expect(
      (await messagesFor({ spaceType: 'other', customSpaceType: '' })).customSpaceType,
    ).toEqual(["Veuillez préciser le type d'espace"]);
    expect(
      (await messagesFor({ spaceType: 'other', customSpaceType: '  ' })).customSpaceType,
    ).toEqual(["Veuillez préciser le type d'espace"]);
    expect(await messagesFor({ spaceType: 'other', customSpaceType: 'Studio photo' })).toEqual({});
    expect(await messagesFor({ spaceType: 'coworking', customSpaceType: '' })).toEqual({});
  });

  it.each([
    ['area', 0, 'Superficie minimum 1 m²'],
    ['area', Number.NaN, 'Superficie minimum 1 m²'],
    ['floor', -1, 'Étage minimum 0'],
    ['floor', Number.NaN, 'Étage minimum 0'],
    ['workstations', 0, 'Minimum 1 poste'],
    ['workstations', Number.NaN, 'Minimum 1 poste'],
    ['minimumDuration', 0, 'Durée minimum 1 jour'],
    ['minimumDuration', Number.NaN, 'Durée minimum 1 jour'],
  ])('%s = %s → "%s"', async (field, value, message) => {
    expect((await messagesFor({ [field]: value }))[field]).toEqual([message]);
  });

  it('accepts the minimums: area 1 m², floor 0, 1 workstation, 1 day', async () => {
    expect(await messagesFor({ area: 1, floor: 0, workstations: 1, minimumDuration: 1 })).toEqual(
      {},
    );
  });

  it('parking type is required only when parking is available', async () => {
    expect((await messagesFor({ parkingAvailable: true })).parkingType).toEqual([
      'Type de parking requis',
    ]);
    expect((await messagesFor({ parkingAvailable: true, parkingType: null })).parkingType).toEqual([
      'Type de parking requis',
    ]);
    expect(
      (await messagesFor({ parkingAvailable: true, parkingType: 'valet' })).parkingType,
    ).toEqual(['Type de parking requis']);
    expect(await messagesFor({ parkingAvailable: true, parkingType: 'free' })).toEqual({});
    expect(await messagesFor({ parkingAvailable: true, parkingType: 'paid' })).toEqual({});
    expect(await messagesFor({ parkingAvailable: false, parkingType: null })).toEqual({});
  });

  it('internetType is required: "Type de connexion requis"', async () => {
    expect((await messagesFor({ internetType: '' })).internetType).toEqual([
      'Type de connexion requis',
    ]);
    expect((await messagesFor({ internetType: 'satellite' })).internetType).toEqual([
      'Type de connexion requis',
    ]);
    for (const type of ['fiber', 'adsl', '4g'])
      expect(await messagesFor({ internetType: type })).toEqual({});
  });

  it('an address must be chosen from the place finder', async () => {
    expect((await messagesFor({ place: null })).place).toEqual([
      'Veuillez sélectionner une adresse',
    ]);
    expect((await messagesFor({ place: undefined })).place).toEqual([
      'Veuillez sélectionner une adresse',
    ]);
    const noCity = await messagesFor({
      place: { address: '12 rue X', city: '', coordinates: null },
    });
    expect(noCity['place.city']).toEqual(['Veuillez sélectionner une adresse']);
  });

  it('reports every spec message at once on an empty form', async () => {
    const errors = await errorsOf({
      title: '',
      description: '',
      spaceType: '',
      place: null,
      area: Number.NaN,
      floor: Number.NaN,
      workstations: Number.NaN,
      internetType: '',
      parkingAvailable: true,
      minimumDuration: Number.NaN,
      pricePerDay: Number.NaN,
      pricePerMonth: Number.NaN,
    });
    expect(errors).toEqual({
      title: ['Titre requis'],
      description: ['Description requise'],
      spaceType: ["Type d'espace requis"],
      place: ['Veuillez sélectionner une adresse'],
      area: ['Superficie minimum 1 m²'],
      floor: ['Étage minimum 0'],
      workstations: ['Minimum 1 poste'],
      internetType: ['Type de connexion requis'],
      parkingType: ['Type de parking requis'],
      minimumDuration: ['Durée minimum 1 jour'],
      pricePerDay: ['Prix minimum 1€'],
      pricePerMonth: ['Prix minimum 1€'],
    });
  });

  it('keeps to the limits the backend accepts, in French', async () => {
    expect((await messagesFor({ title: 'x'.repeat(121) })).title).toEqual([
      'Titre\u00a0: 120 caractères maximum',
    ]);
    expect(await messagesFor({ title: 'x'.repeat(120) })).toEqual({});
    expect((await messagesFor({ description: 'x'.repeat(5001) })).description).toEqual([
      'Description\u00a0: 5000 caractères maximum',
    ]);
    expect((await messagesFor({ workstations: 2.5 })).workstations).toEqual([
      'Veuillez saisir un nombre entier',
    ]);
    expect((await messagesFor({ minimumDuration: 400 })).minimumDuration).toEqual([
      'Durée maximum 365 jours',
    ]);
  });

  it('accepts only the offered amenities and equipment', async () => {
    expect(
      await messagesFor({ amenities: ['Wi-Fi haut débit'], additionalEquipment: ['Douche'] }),
    ).toEqual({});
    expect(Object.keys(await messagesFor({ amenities: ['Jacuzzi'] }))).toEqual(['amenities[0]']);
    expect(Object.keys(await messagesFor({ additionalEquipment: ['Parking'] }))).toEqual([
      'additionalEquipment[0]',
    ]);
  });

  it('casts what the form gives: trimmed text, numbers from strings, defaults', async () => {
    const out = await listingSchema.validate({
      ...valid(),
      title: '  Mon bureau  ',
      pricePerDay: '150',
      amenities: undefined,
      hasElevator: undefined,
    });
    expect(out.title).toBe('Mon bureau');
    expect(out.pricePerDay).toBe(150);
    expect(out.amenities).toEqual([]);
    expect(out.hasElevator).toBe(false);
  });
});

describe('buildListingInput', () => {
  const draft = (patch: Partial<ListingDraft> = {}): ListingDraft => ({
    title: ' Bureau ',
    description: ' Calme ',
    spaceType: 'individual',
    customSpaceType: 'ignoré',
    place: {
      address: 'Maârif, Casablanca, Maroc',
      city: 'Casablanca',
      coordinates: { lat: 33.5855, lng: -7.634 },
    },
    street: "27 Boulevard d'Anfa",
    area: 20,
    floor: 2,
    hasElevator: true,
    isAccessible: false,
    workstations: 3,
    internetType: 'fiber',
    parkingAvailable: false,
    parkingType: 'paid',
    minimumDuration: 2,
    pricePerDay: 150,
    pricePerMonth: 2500,
    amenities: ['Vestiaire', 'Wi-Fi haut débit', 'Wi-Fi haut débit'],
    additionalEquipment: [],
    ...patch,
  });

  it('shapes the listing the backend stores', () => {
    expect(buildListingInput(draft())).toEqual({
      title: 'Bureau',
      description: 'Calme',
      location: {
        address: "27 Boulevard d'Anfa, Maârif, Casablanca, Maroc",
        city: 'Casablanca',
        coordinates: { lat: 33.5855, lng: -7.634 },
      },
      amenities: ['Wi-Fi haut débit', 'Vestiaire'],
      additionalEquipment: [],
      pricePerDay: 150,
      pricePerMonth: 2500,
      spaceType: 'individual',
      customSpaceType: null,
      area: 20,
      floor: 2,
      hasElevator: true,
      isAccessible: false,
      workstations: 3,
      places: 1,
      parking: { available: false },
      internetType: 'fiber',
      minimumDuration: 2,
    });
  });

  it('keeps customSpaceType for other and the parking type when available', () => {
    const input = buildListingInput(
      draft({
        spaceType: 'other',
        customSpaceType: ' Studio photo ',
        parkingAvailable: true,
        parkingType: 'free',
      }),
    );
    expect(input.customSpaceType).toBe('Studio photo');
    expect(input.parking).toEqual({ available: true, type: 'free' });
  });

  it('composes the address from the optional street and the chosen place', () => {
    expect(composeAddress('', 'Agdal, Rabat, Maroc')).toBe('Agdal, Rabat, Maroc');
    expect(composeAddress(null, 'Agdal, Rabat, Maroc')).toBe('Agdal, Rabat, Maroc');
    expect(composeAddress(' 14 Avenue de France, ', 'Agdal, Rabat, Maroc')).toBe(
      '14 Avenue de France, Agdal, Rabat, Maroc',
    );
    expect(composeAddress('Agdal', 'Agdal, Rabat, Maroc')).toBe('Agdal, Rabat, Maroc');
  });

  it('orders amenities like the form lists them', () => {
    expect(pickInOrder(STANDARD_AMENITIES, ['Vestiaire', 'Parking', 'inconnu'])).toEqual([
      'Parking',
      'Vestiaire',
    ]);
  });

  it('finds the city of a geocoding result in its locality', () => {
    expect(
      cityFromAddressComponents([
        { long_name: '27', types: ['street_number'] },
        { long_name: 'Casablanca', types: ['locality', 'political'] },
        { long_name: 'Maroc', types: ['country', 'political'] },
      ]),
    ).toBe('Casablanca');
    expect(cityFromAddressComponents([{ long_name: 'Maroc', types: ['country'] }])).toBeNull();
    expect(cityFromAddressComponents(undefined)).toBeNull();
  });
});
