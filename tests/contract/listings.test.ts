/**
 * Contract of the listings and listing-photo services (spec §3, §4, §7), on the local backend.
 * Written against the Backend interface only, through `contract`, so the same cases can run
 * against the firebase implementation under the emulators.
 */
import { DB_KEY, memoryStore, type KeyValueStore } from '@/services/local/db';
import { isServiceError, type Backend } from '@/services';
import { photoCandidates } from '@/domain/photos';
import type { ListingInput } from '@/domain/types';
import { DEMO, testBackend } from '../utils';

interface ContractEnv {
  /** A fresh seeded backend, signed in as a demo account (or nobody). */
  backend(as?: 'host' | 'tenant'): Promise<Backend>;
  /** Storage paths of the uploaded files, when the implementation can list them. */
  storedPaths?(): string[];
}

function localEnv(): ContractEnv {
  let store: KeyValueStore = memoryStore();
  return {
    async backend(as) {
      store = memoryStore();
      return testBackend({ storage: store, as });
    },
    storedPaths() {
      const raw = store.getItem(DB_KEY);
      return raw ? Object.keys((JSON.parse(raw) as { files: Record<string, string> }).files) : [];
    },
  };
}

function input(patch: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Bureau de test au Maârif',
    description: 'Un bureau calme pour travailler.',
    location: {
      address: "27 Boulevard d'Anfa, Maârif, Casablanca, Maroc",
      city: 'Casablanca',
      coordinates: { lat: 33.5855, lng: -7.634 },
    },
    amenities: ['Wi-Fi haut débit', 'Café/Thé'],
    additionalEquipment: ['Climatisation'],
    pricePerDay: 200,
    pricePerMonth: 3500,
    spaceType: 'individual',
    customSpaceType: null,
    area: 18,
    floor: 2,
    hasElevator: true,
    isAccessible: false,
    workstations: 2,
    places: 1,
    parking: { available: true, type: 'paid' },
    internetType: 'fiber',
    minimumDuration: 1,
    ...patch,
  };
}

function png(name: string, bytes: number[]): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function expectDenied(p: Promise<unknown>) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isServiceError(error, 'permission-denied')).toBe(true);
}

function contract(name: string, makeEnv: () => ContractEnv) {
  describe(`listings contract (${name})`, () => {
    let env: ContractEnv;
    beforeEach(() => {
      env = makeEnv();
    });

    describe('createListing', () => {
      it('creates an unapproved listing of the signed-in host, with empty availableDates', async () => {
        const backend = await env.backend('host');
        const before = Date.now();
        const id = await backend.listings.createListing(input(), DEMO.host.uid);
        expect(typeof id).toBe('string');
        const listing = await backend.listings.getListing(id);
        expect(listing).not.toBeNull();
        expect(listing).toMatchObject({
          id,
          hostId: DEMO.host.uid,
          hostName: 'Karim El Amrani',
          isApproved: false,
          availableDates: [],
          photos: [],
          customSpaceType: null,
          title: 'Bureau de test au Maârif',
          location: input().location,
          amenities: ['Wi-Fi haut débit', 'Café/Thé'],
          additionalEquipment: ['Climatisation'],
          parking: { available: true, type: 'paid' },
          spaceType: 'individual',
        });
        expect(listing!.createdAt).toBeInstanceOf(Date);
        expect(listing!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      });

      it('keeps customSpaceType only for "other", null otherwise', async () => {
        const backend = await env.backend('host');
        const other = await backend.listings.createListing(
          input({ spaceType: 'other', customSpaceType: 'Studio photo' }),
          DEMO.host.uid,
        );
        const notOther = await backend.listings.createListing(
          input({ spaceType: 'coworking', customSpaceType: 'Studio photo' }),
          DEMO.host.uid,
        );
        expect((await backend.listings.getListing(other))!.customSpaceType).toBe('Studio photo');
        expect((await backend.listings.getListing(notOther))!.customSpaceType).toBeNull();
      });

      it('defaults additionalEquipment to an empty list', async () => {
        const backend = await env.backend('host');
        const { additionalEquipment: _omitted, ...rest } = input();
        const id = await backend.listings.createListing(rest as ListingInput, DEMO.host.uid);
        expect((await backend.listings.getListing(id))!.additionalEquipment).toEqual([]);
      });

      it("refuses a tenant, a visitor and a listing in another host's name", async () => {
        const tenant = await env.backend('tenant');
        await expectDenied(tenant.listings.createListing(input(), DEMO.tenant.uid));
        const visitor = await env.backend();
        await expectDenied(visitor.listings.createListing(input(), DEMO.host.uid));
        const host = await env.backend('host');
        await expectDenied(host.listings.createListing(input(), 'host-2'));
      });

      it('refuses what the rules refuse: over-long title, unknown amenity, missing custom type', async () => {
        const backend = await env.backend('host');
        await expectDenied(
          backend.listings.createListing(input({ title: 'x'.repeat(121) }), DEMO.host.uid),
        );
        await expectDenied(
          backend.listings.createListing(input({ amenities: ['Jacuzzi'] }), DEMO.host.uid),
        );
        await expectDenied(
          backend.listings.createListing(
            input({ spaceType: 'other', customSpaceType: null }),
            DEMO.host.uid,
          ),
        );
        await expectDenied(
          backend.listings.createListing(input({ pricePerDay: 0 }), DEMO.host.uid),
        );
      });
    });

    describe('listListings and searchListings', () => {
      it("lists a host's own listings newest first, unapproved included on request", async () => {
        const backend = await env.backend('host');
        const id = await backend.listings.createListing(input(), DEMO.host.uid);
        const all = await backend.listings.listListings({
          hostId: DEMO.host.uid,
          includeUnapproved: true,
        });
        expect(all).toHaveLength(9);
        expect(all[0]!.id).toBe(id);
        expect(all.every((l) => l.hostId === DEMO.host.uid)).toBe(true);
        const times = all.map((l) => l.createdAt.getTime());
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const waiting = all.filter((l) => !l.isApproved).map((l) => l.id);
        expect(waiting.sort()).toEqual([id, 'lst-casa-08', 'lst-rabat-05'].sort());

        const approvedOnly = await backend.listings.listListings({ hostId: DEMO.host.uid });
        expect(approvedOnly).toHaveLength(6);
        expect(approvedOnly.every((l) => l.isApproved)).toBe(true);
      });

      it('never shows unapproved listings publicly', async () => {
        const host = await env.backend('host');
        const id = await host.listings.createListing(input(), DEMO.host.uid);
        const publicList = await host.listings.listListings();
        expect(publicList.some((l) => l.id === id || !l.isApproved)).toBe(false);
        const page = await host.listings.searchListings({
          filters: { city: 'Casablanca' },
          pageSize: 50,
        });
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.items.some((l) => l.id === id || !l.isApproved)).toBe(false);
        // Another host's unapproved listings stay hidden even when asked for.
        const other = await host.listings.listListings({
          hostId: 'host-3',
          includeUnapproved: true,
        });
        expect(other.some((l) => !l.isApproved)).toBe(false);
        // Asking for every unapproved listing is the admin's power only.
        await expectDenied(host.listings.listListings({ includeUnapproved: true }));
      });
    });

    describe('photos', () => {
      it('uploads every width to listings/{id}/{index}_{name}-{width}w and returns one entry per photo', async () => {
        const backend = await env.backend('host');
        const id = await backend.listings.createListing(input(), DEMO.host.uid);
        const photos = [
          [
            { width: 480, file: png('façade.png', [1, 2, 3]) },
            { width: 960, file: png('façade.png', [1, 2, 3, 4]) },
          ],
          [{ width: 480, file: png('salle.png', [4, 5]) }],
          [{ width: 900, file: png('vue.png', [6]) }],
        ];
        const progress: number[] = [];
        const entries = await backend.storage.uploadListingImages(id, photos, (p) =>
          progress.push(p.fraction),
        );
        expect(entries).toHaveLength(3);
        // each entry: its widths' addresses, narrowest first, each marked with its width
        expect(entries.map((e) => photoCandidates(e).map((c) => c.width))).toEqual([
          [480, 960],
          [480],
          [900],
        ]);
        if (backend.kind === 'local') {
          // The local backend has no file server: each address is the file itself, as data: URL.
          expect(photoCandidates(entries[0])).toEqual([
            { url: `data:image/png;base64,${btoa(String.fromCharCode(1, 2, 3))}`, width: 480 },
            { url: `data:image/png;base64,${btoa(String.fromCharCode(1, 2, 3, 4))}`, width: 960 },
          ]);
          expect(entries[2]).toBe(`data:image/png;base64,${btoa(String.fromCharCode(6))}#900w`);
        }
        if (env.storedPaths) {
          expect(env.storedPaths()).toEqual([
            `listings/${id}/0_fa_ade-480w.png`,
            `listings/${id}/0_fa_ade-960w.png`,
            `listings/${id}/1_salle-480w.png`,
            `listings/${id}/2_vue-900w.png`,
          ]);
        }
        expect(progress.at(-1)).toBe(1);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));

        await backend.listings.updateListing(id, { photos: entries });
        expect((await backend.listings.getListing(id))!.photos).toEqual(entries);
      });

      it("keeps to the listing's own files, and deletes them with a never-approved listing", async () => {
        const backend = await env.backend('host');
        const a = await backend.listings.createListing(input(), DEMO.host.uid);
        const b = await backend.listings.createListing(input(), DEMO.host.uid);
        const [urlA] = await backend.storage.uploadListingImages(a, [
          [{ width: 480, file: png('a.png', [1, 2]) }],
        ]);
        const [urlB] = await backend.storage.uploadListingImages(b, [
          [{ width: 480, file: png('b.png', [3, 4]) }],
        ]);
        // a photo is a file of this listing's folder, not another listing's
        await expectDenied(backend.listings.updateListing(a, { photos: [urlB] }));
        await backend.listings.updateListing(a, { photos: [urlA] });
        await backend.listings.deleteListing(a);
        expect(await backend.listings.getListing(a)).toBeNull();
        if (env.storedPaths) {
          expect(env.storedPaths()).toEqual([`listings/${b}/0_b-480w.png`]);
        }
      });

      it("refuses a non-image and an upload into another host's listing", async () => {
        const backend = await env.backend('host');
        const id = await backend.listings.createListing(input(), DEMO.host.uid);
        const text = new File(['bonjour'], 'notes.txt', { type: 'text/plain' });
        await expectDenied(backend.storage.uploadListingImages(id, [[{ width: 480, file: text }]]));
        await expectDenied(
          backend.storage.uploadListingImages('lst-casa-02', [
            [{ width: 480, file: png('a.png', [1]) }],
          ]),
        );
      });

      it('lets only the owner update a listing, never its approval', async () => {
        const host = await env.backend('host');
        await expectDenied(host.listings.updateListing('lst-casa-02', { title: 'Volé' }));
        await expectDenied(
          host.listings.updateListing('lst-casa-08', {
            isApproved: true,
          } as unknown as Partial<ListingInput>),
        );
        await host.listings.updateListing('lst-casa-08', { title: 'Nouveau titre' });
        expect((await host.listings.getListing('lst-casa-08'))!.title).toBe('Nouveau titre');
        expect((await host.listings.getListing('lst-casa-08'))!.isApproved).toBe(false);
      });
    });
  });
}

contract('local', localEnv);
