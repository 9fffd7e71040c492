/** scripts/migrate-listings.mjs: what it writes on a listing stored before a field existed. */
import { derivedPlaceKeys as parsePlaceKeys } from '@/services/shared/converters';
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

  it('writes again keys from before a district joined the place table', () => {
    const tetouan = {
      ...current,
      location: { address: 'Avenue Mohammed V, Ensanche', city: 'Tétouan', coordinates: null },
      placeKeys: ['tetouan'],
    };
    expect(migrationPatch(tetouan, parsePlaceKeys)).toEqual({
      placeKeys: ['tetouan', 'tetouan-ensanche', 'ensanche'],
    });
    // the same keys in another order are current
    expect(
      migrationPatch(
        { ...tetouan, placeKeys: ['ensanche', 'tetouan', 'tetouan-ensanche'] },
        parsePlaceKeys,
      ),
    ).toBeNull();
    // one key too many is not
    expect(
      migrationPatch({ ...current, placeKeys: [...current.placeKeys, 'rabat'] }, parsePlaceKeys),
    ).toEqual({ placeKeys: ['casablanca', 'casablanca-maarif', 'maarif'] });
    // nor are keys that are not a list
    expect(migrationPatch({ ...current, placeKeys: 'casablanca' }, parsePlaceKeys)).toEqual({
      placeKeys: ['casablanca', 'casablanca-maarif', 'maarif'],
    });
    // and a pending revision's
    const revision = {
      location: { address: 'Boulevard de la Corniche, Sidi Bouzid', city: 'El Jadida' },
      placeKeys: ['el-jadida'],
    };
    expect(migrationPatch({ ...current, revision }, parsePlaceKeys)).toEqual({
      'revision.placeKeys': ['el-jadida', 'el-jadida-sidi-bouzid', 'sidi-bouzid'],
    });
    expect(
      migrationPatch(
        {
          ...current,
          revision: {
            ...revision,
            placeKeys: ['el-jadida', 'el-jadida-sidi-bouzid', 'sidi-bouzid'],
          },
        },
        parsePlaceKeys,
      ),
    ).toBeNull();
  });

  it('still writes isPaused and approvedOnce when missing (issue 13)', () => {
    const { isPaused: _p, approvedOnce: _o, ...old } = current;
    expect(migrationPatch(old, parsePlaceKeys)).toEqual({ isPaused: false, approvedOnce: true });
  });
});
