/** src/domain/listingEdit.ts: the edit form's starting point, new photo indexes, revision diffs. */
import {
  editableListing,
  editedContent,
  editedFields,
  editedSince,
  nextPhotoIndex,
  photoFileName,
  revisionChanges,
} from '@/domain/listingEdit';
import type { Listing, ListingRevision } from '@/domain/types';
import { listing } from '../factories';

const url = (index: number | string, name = 'salle.jpg', id = 'lst-1') =>
  `https://firebasestorage.googleapis.com/v0/b/maktabi.appspot.com/o/listings%2F${id}%2F${index}_${name}?alt=media&token=abc`;

const revision = (changes: Partial<ListingRevision> = {}): ListingRevision => {
  const l = listing();
  return {
    title: l.title,
    description: l.description,
    photos: [...l.photos],
    location: { ...l.location },
    cityKey: 'casablanca',
    submittedAt: new Date('2026-01-20T10:00:00Z'),
    ...changes,
  };
};

describe('editableListing', () => {
  it('is the listing itself without a revision', () => {
    const l = listing();
    expect(editableListing(l)).toBe(l);
  });

  it('takes the public content of a pending revision, the rest from the listing', () => {
    const l = listing({
      pricePerDay: 321,
      revision: revision({
        title: 'Nouveau titre',
        description: 'Nouvelle description',
        photos: ['/seed/office-02.svg'],
        location: { address: '1 Rue Neuve, Rabat', city: 'Rabat', coordinates: null },
      }),
    });
    expect(editableListing(l)).toMatchObject({
      title: 'Nouveau titre',
      description: 'Nouvelle description',
      photos: ['/seed/office-02.svg'],
      location: { address: '1 Rue Neuve, Rabat', city: 'Rabat', coordinates: null },
      pricePerDay: 321,
    });
    // copies: editing them leaves the revision as it is
    editableListing(l).photos.push('x');
    editableListing(l).location.city = 'Fès';
    expect(l.revision?.photos).toEqual(['/seed/office-02.svg']);
    expect(l.revision?.location.city).toBe('Rabat');
  });
});

describe('editedContent', () => {
  it('is what the form edits, nothing the backend keeps', () => {
    const l = listing({ pricePerDay: 321, isPaused: true, ratingSum: 9, ratingCount: 2 });
    const content = editedContent(l);
    expect(Object.keys(content).sort()).toEqual(
      [
        'additionalEquipment',
        'amenities',
        'area',
        'customSpaceType',
        'description',
        'floor',
        'hasElevator',
        'internetType',
        'isAccessible',
        'location',
        'minimumDuration',
        'parking',
        'photos',
        'places',
        'pricePerDay',
        'pricePerMonth',
        'spaceType',
        'title',
        'workstations',
      ].sort(),
    );
    expect(content).toMatchObject({ pricePerDay: 321, title: l.title, photos: l.photos });
  });

  it("shows a pending revision's public content", () => {
    const l = listing({ revision: revision({ title: 'Nouveau titre' }) });
    expect(editedContent(l).title).toBe('Nouveau titre');
  });
});

describe('editedSince', () => {
  const base = listing({ amenities: ['Wi-Fi'], location: { ...listing().location } });

  it('is false for the same content, even as another object', () => {
    expect(editedSince(base, listing({ amenities: ['Wi-Fi'] }))).toBe(false);
  });

  it('sees every field the form shows change', () => {
    const changes: Partial<Listing>[] = [
      { title: 'Autre' },
      { description: 'Autre description' },
      { location: { ...base.location, address: '2 Rue Neuve' } },
      { photos: [...base.photos, '/seed/office-02.svg'] },
      { amenities: ['Wi-Fi', 'Cuisine'] },
      { additionalEquipment: ['Écran'] },
      { pricePerDay: base.pricePerDay + 1 },
      { pricePerMonth: base.pricePerMonth + 1 },
      { spaceType: 'other' },
      { customSpaceType: 'Atelier' },
      { area: base.area + 1 },
      { floor: base.floor + 1 },
      { hasElevator: !base.hasElevator },
      { isAccessible: !base.isAccessible },
      { workstations: base.workstations + 1 },
      { places: base.places + 1 },
      { parking: { available: true, type: 'free' } },
      { internetType: base.internetType === 'fiber' ? 'adsl' : 'fiber' },
      { minimumDuration: base.minimumDuration + 1 },
    ];
    for (const change of changes) {
      expect([change, editedSince(base, { ...base, ...change })]).toEqual([change, true]);
      expect(editedFields(base, { ...base, ...change })).toEqual(Object.keys(change));
    }
  });

  it('names every field that changed, and none that did not', () => {
    const current = { ...base, pricePerDay: 999, title: 'Autre', isPaused: true };
    expect(editedFields(base, current).sort()).toEqual(['pricePerDay', 'title']);
    expect(editedFields(base, base)).toEqual([]);
    // a field only one side has (a document written before the field existed) counts
    const { customSpaceType: _c, ...older } = base;
    expect(editedFields(older as Listing, { ...base, customSpaceType: 'Atelier' })).toEqual([
      'customSpaceType',
    ]);
    expect(editedFields({ ...base, customSpaceType: 'Atelier' }, older as Listing)).toEqual([
      'customSpaceType',
    ]);
  });

  it('sees a revision submitted or refused since', () => {
    const revised = { ...base, revision: revision({ title: 'Titre proposé' }) };
    expect(editedSince(base, revised)).toBe(true);
    expect(editedSince(revised, base)).toBe(true);
    // a revision that proposes nothing new shows the same form
    expect(
      editedSince(base, { ...base, revision: revision({ ...base, submittedAt: new Date() }) }),
    ).toBe(false);
  });

  it("sees the admin's refusal of the listing come or go (the save would drop it unread)", () => {
    const refused = { ...base, refusal: { reason: 'Photos floues.', at: new Date() } };
    expect(editedFields(base, refused)).toEqual(['refusal']);
    expect(editedFields(refused, base)).toEqual(['refusal']);
    expect(editedFields(refused, { ...refused, title: 'Autre' })).toEqual(['title']);
    expect(editedSince(refused, { ...refused, refusal: { ...refused.refusal } })).toBe(false);
  });

  it('ignores what the form does not show', () => {
    const moved: Partial<Listing>[] = [
      { isPaused: true },
      { isApproved: false },
      { approvedOnce: false },
      { ratingSum: 14, ratingCount: 3 },
      { hostName: 'Autre nom' },
      { createdAt: new Date('2030-01-01T00:00:00Z') },
      { availableDates: ['2030-01-01'] },
      { id: 'lst-other', hostId: 'other-host' },
    ];
    for (const change of moved) {
      expect([change, editedSince(base, { ...base, ...change })]).toEqual([change, false]);
    }
  });
});

describe('nextPhotoIndex', () => {
  it('starts at 0 for no photo', () => {
    expect(nextPhotoIndex([])).toBe(0);
  });

  it('comes after the highest index of the Storage files', () => {
    expect(nextPhotoIndex([url(0), url(7), url(3)])).toBe(8);
    expect(nextPhotoIndex([url(12, 'a.png')])).toBe(13);
  });

  it('counts addresses without an index (illustrations, data: URLs) as photos', () => {
    expect(nextPhotoIndex(['/seed/office-01.svg', 'data:image/jpeg;base64,AA'])).toBe(2);
    expect(nextPhotoIndex([url(0), '/seed/office-01.svg', '/seed/office-02.svg'])).toBe(2);
    expect(nextPhotoIndex([url(5), '/seed/office-01.svg'])).toBe(6);
  });

  it('reads the index of a photo stored in widths (all its files share it) once', () => {
    const widths = `${url(4, 'a-480w.webp')}#480w|${url(4, 'a-960w.webp')}#960w`;
    expect(nextPhotoIndex([widths])).toBe(5);
    expect(nextPhotoIndex([widths, `${url(9, 'b-480w.webp')}#480w`])).toBe(10);
    // two photos in data: URL widths (the demo backend): two photos, not four
    expect(nextPhotoIndex(['data:a#480w|data:b#1280w', 'data:c#480w|data:d#1280w'])).toBe(2);
  });

  it('never goes past 999, the largest index storage.rules accept', () => {
    expect(nextPhotoIndex([url(999)])).toBe(999);
    expect(nextPhotoIndex([url(998)])).toBe(999);
  });
});

describe('photoFileName', () => {
  it('is the file name of a Storage address, without its index', () => {
    expect(photoFileName(url(3, 'facade.jpg'), 'photo')).toBe('facade.jpg');
    expect(photoFileName(url(12, 'terrasse.png'), 'photo')).toBe('terrasse.png');
  });
  it('is the name of a photo stored in widths, without the width suffix', () => {
    const entry = `${url(3, 'facade-480w.webp')}#480w|${url(3, 'facade-1600w.webp')}#1600w`;
    expect(photoFileName(entry, 'photo')).toBe('facade.webp');
    expect(
      photoFileName('data:image/webp;base64,AA#480w|data:image/webp;base64,BB#1280w', 'x'),
    ).toBe('x');
  });
  it('keeps a width-like part that is not the suffix before the extension', () => {
    expect(photoFileName(url(3, 'plan-480w.v2.webp'), 'photo')).toBe('plan-480w.v2.webp');
    // in widths: only the suffix right before the extension goes
    const entry = `${url(3, 'plan-480w.v2-480w.webp')}#480w`;
    expect(photoFileName(entry, 'photo')).toBe('plan-480w.v2.webp');
  });
  it('falls back for an empty entry', () => {
    expect(photoFileName('', 'photo')).toBe('photo');
    expect(nextPhotoIndex([''])).toBe(1);
  });
  it('is the last part of a site path', () => {
    expect(photoFileName('/seed/office-03.svg', 'photo')).toBe('office-03.svg');
  });
  it('is the name of a demo illustration stored in widths, without the width suffix', () => {
    const entry = '/seed/office-03-480w.webp#480w|/seed/office-03-960w.webp#960w';
    expect(photoFileName(entry, 'photo')).toBe('office-03.webp');
  });
  it("keeps a width-like suffix on an address that says no width (it is the file's own name)", () => {
    expect(photoFileName('/seed/office-03-480w.webp', 'photo')).toBe('office-03-480w.webp');
    expect(photoFileName(url(3, 'plan-480w.webp'), 'photo')).toBe('plan-480w.webp');
  });
  it('falls back for anything else', () => {
    expect(photoFileName('data:image/png;base64,AAAA', 'photo enregistrée')).toBe(
      'photo enregistrée',
    );
    expect(photoFileName('https://example.com/a.jpg', 'photo')).toBe('photo');
    expect(photoFileName('/seed/office-03.svg?v=2', 'photo')).toBe('photo');
  });
});

describe('revisionChanges', () => {
  it('is empty without a revision, or with one equal to the listing', () => {
    expect(revisionChanges(listing())).toEqual([]);
    expect(revisionChanges(listing({ revision: revision() }))).toEqual([]);
  });

  it('lists each changed field with its value before and after', () => {
    const l = listing({ photos: ['/seed/office-01.svg', '/seed/office-02.svg'] });
    const r = revision({
      title: 'Titre B',
      description: 'Description B',
      location: { ...l.location, address: '2 Rue B, Casablanca' },
      photos: ['/seed/office-02.svg', '/seed/office-01.svg'],
    });
    expect(revisionChanges({ ...l, revision: r })).toEqual([
      { field: 'title', before: l.title, after: 'Titre B' },
      { field: 'description', before: l.description, after: 'Description B' },
      { field: 'address', before: l.location.address, after: '2 Rue B, Casablanca' },
      { field: 'photos', before: l.photos, after: r.photos },
    ]);
  });

  it('sees a new city, a photo more or fewer, and only what changed', () => {
    const l = listing({ photos: ['/seed/office-01.svg'] });
    const fields = (r: ListingRevision) =>
      revisionChanges({ ...l, revision: r }).map((c) => c.field);
    expect(
      fields(revision({ location: { ...l.location, city: 'Rabat' }, photos: l.photos })),
    ).toEqual(['address']);
    expect(fields(revision({ photos: [...l.photos, '/seed/office-02.svg'] }))).toEqual(['photos']);
    expect(fields(revision({ photos: [] }))).toEqual(['photos']);
    expect(fields(revision({ photos: ['/seed/office-02.svg'] }))).toEqual(['photos']);
    const two = listing({ photos: ['/seed/office-01.svg', '/seed/office-02.svg'] });
    expect(
      revisionChanges({
        ...two,
        revision: revision({ photos: ['/seed/office-01.svg', '/seed/office-03.svg'] }),
      }).map((c) => c.field),
    ).toEqual(['photos']);
    expect(fields(revision({ photos: l.photos, title: 'X' }))).toEqual(['title']);
  });
});
