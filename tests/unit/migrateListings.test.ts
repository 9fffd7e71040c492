/** scripts/migrate-listings.mjs: what it writes on a listing stored before a field existed. */
import { parsePlaceKeys } from '@/services/shared/converters';
import { migrationPatch } from '../../scripts/migrate-listings.mjs';

const location = { address: '12 Rue Ibnou Majid, Maârif', city: 'Casablanca', coordinates: null };
const current = {
  isPaused: false,
  approvedOnce: true,
  location,
  placeKeys: ['casablanca', 'casablanca-maarif', 'maarif'],
};

describe('migrationPatch', () => {
  it('leaves a current listing alone', () => {
    expect(migrationPatch(current, parsePlaceKeys)).toBeNull();
    expect(migrationPatch({ ...current, revision: null }, parsePlaceKeys)).toBeNull();
  });

  it('writes the place keys of its location (issue 16)', () => {
    const { placeKeys: _k, ...old } = current;
    expect(migrationPatch(old, parsePlaceKeys)).toEqual({
      placeKeys: ['casablanca', 'casablanca-maarif', 'maarif'],
    });
  });

  it('and those of a pending revision, by their field path', () => {
    const revision = { location: { ...location, address: 'Hay Riad', city: 'Rabat' } };
    expect(migrationPatch({ ...current, revision }, parsePlaceKeys)).toEqual({
      'revision.placeKeys': ['rabat', 'rabat-hay-riad', 'hay-riad'],
    });
  });

  it('still writes isPaused and approvedOnce when missing (issue 13)', () => {
    const { isPaused: _p, approvedOnce: _o, ...old } = current;
    expect(migrationPatch(old, parsePlaceKeys)).toEqual({ isPaused: false, approvedOnce: true });
  });
});
