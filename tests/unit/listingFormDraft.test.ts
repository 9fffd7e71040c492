import {
  draftFormValues,
  EMPTY_LISTING_FORM,
  isBlankListingForm,
  sameListingForm,
} from '@/features/host/listingFormValues';

describe('draftFormValues: form values kept by the browser, checked field by field', () => {
  it('keeps every sound field as it was typed', () => {
    const typed = {
      title: 'Plateau à Guéliz',
      description: '',
      spaceType: 'coworking',
      customSpaceType: '',
      place: {
        address: 'Guéliz, Marrakech',
        city: 'Marrakech',
        coordinates: { lat: 31.6, lng: -8 },
      },
      placeText: 'Guéliz, Marrakech',
      street: '12 rue Yougoslavie',
      area: 80,
      floor: -1,
      hasElevator: true,
      isAccessible: false,
      workstations: 12,
      places: 10,
      internetType: 'fiber',
      parkingAvailable: true,
      parkingType: 'paid',
      minimumDuration: 2,
      pricePerDay: 150,
      pricePerMonth: 2500,
      amenities: ['Wi-Fi haut débit'],
      additionalEquipment: ['Climatisation'],
    };
    expect(draftFormValues(JSON.parse(JSON.stringify(typed)))).toEqual(typed);
  });

  it('drops what is unsound: unknown choices, numbers left empty, stray fields, a broken place', () => {
    expect(
      draftFormValues({
        title: 42,
        placeText: ['Maârif'],
        spaceType: 'grotte',
        internetType: '',
        parkingType: 'valet',
        area: null, // an empty number field (NaN) once stored
        floor: '3',
        hasElevator: 'oui',
        amenities: ['Wi-Fi haut débit', 'Piscine', 7],
        additionalEquipment: 'Climatisation',
        place: { address: 'Maârif', city: null },
        photos: ['blob:x'],
      }),
    ).toEqual({ amenities: ['Wi-Fi haut débit'] });
    expect(
      draftFormValues({ place: { address: 'Maârif, Casablanca', city: 'Casablanca' } }),
    ).toEqual({ place: { address: 'Maârif, Casablanca', city: 'Casablanca', coordinates: null } });
    for (const stored of [null, 'texte', 3, []]) expect(draftFormValues(stored)).toEqual({});
  });
});

describe('isBlankListingForm', () => {
  it('is true of a new form and of fields emptied again, false once anything is typed', () => {
    expect(isBlankListingForm(EMPTY_LISTING_FORM)).toBe(true);
    expect(
      isBlankListingForm({
        ...EMPTY_LISTING_FORM,
        spaceType: '' as never,
        area: NaN,
        place: null as never,
      }),
    ).toBe(true);
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, title: 'B' })).toBe(false);
    // text typed in the place box, no suggestion chosen yet
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, placeText: 'Bourg' })).toBe(false);
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, workstations: 2 })).toBe(false);
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, floor: 0, hasElevator: true })).toBe(false);
    expect(isBlankListingForm({ amenities: ['Wi-Fi haut débit'] })).toBe(false);
    expect(isBlankListingForm({ spaceType: 'individual' })).toBe(false);
  });

  it('counts text of spaces, and what the form hides, as nothing', () => {
    expect(
      isBlankListingForm({ ...EMPTY_LISTING_FORM, title: '   ', street: '\n', placeText: ' ' }),
    ).toBe(true);
    // parking ticked, « Payant », then parking unticked: the type stays in the form, hidden
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, parkingType: 'paid' })).toBe(true);
    expect(
      isBlankListingForm({ ...EMPTY_LISTING_FORM, parkingAvailable: true, parkingType: 'paid' }),
    ).toBe(false);
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, customSpaceType: 'Studio' })).toBe(true);
    expect(
      isBlankListingForm({ ...EMPTY_LISTING_FORM, spaceType: 'other', customSpaceType: 'Studio' }),
    ).toBe(false);
    expect(isBlankListingForm({ ...EMPTY_LISTING_FORM, places: 8 })).toBe(true);
  });
});

describe('sameListingForm: an edit showing again what it opened with', () => {
  const opening = {
    ...EMPTY_LISTING_FORM,
    title: 'Bureau à Maârif',
    spaceType: 'individual' as const,
    area: 20,
    pricePerDay: 300,
    pricePerMonth: undefined,
    place: { address: 'Maârif, Casablanca', city: 'Casablanca', coordinates: null },
    amenities: ['Wi-Fi haut débit' as const],
  };

  it('is true of the same values, the place a new object, and of numbers empty in both', () => {
    expect(sameListingForm({ ...opening }, opening)).toBe(true);
    expect(
      sameListingForm({ ...opening, place: { ...opening.place }, pricePerMonth: NaN }, opening),
    ).toBe(true);
  });

  it('is false once a shown field differs, in text, number, switch, list or place', () => {
    expect(sameListingForm({ ...opening, title: 'Bureau à Maârif ' }, opening)).toBe(false);
    expect(sameListingForm({ ...opening, pricePerDay: 301 }, opening)).toBe(false);
    expect(sameListingForm({ ...opening, pricePerMonth: 5000 }, opening)).toBe(false);
    expect(sameListingForm({ ...opening, hasElevator: true }, opening)).toBe(false);
    expect(sameListingForm({ ...opening, amenities: [] }, opening)).toBe(false);
    expect(
      sameListingForm({ ...opening, place: { ...opening.place, city: 'Rabat' } }, opening),
    ).toBe(false);
    expect(sameListingForm({ ...opening, placeText: 'Gauthier' }, opening)).toBe(false);
  });

  it('leaves out what the form hides with the values shown', () => {
    // parking ticked, a type chosen, then unticked again
    expect(sameListingForm({ ...opening, parkingType: 'paid' }, opening)).toBe(true);
    expect(
      sameListingForm({ ...opening, parkingAvailable: true, parkingType: 'paid' }, opening),
    ).toBe(false);
    expect(sameListingForm({ ...opening, places: 6 }, opening)).toBe(true);
    expect(sameListingForm({ ...opening, customSpaceType: 'Atelier' }, opening)).toBe(true);
  });
});
