/** scripts/migrate-users.mjs: the search keys it writes on a profile stored before them. */
import { userSearchKeys } from '@/domain/userSearch';
import { usersPatch } from '../../scripts/migrate-users.mjs';

const profile = { uid: 'u1', fullName: 'Élodie Ben-Ali', email: 'eb@mail.ma', role: 'tenant' };
const keys = userSearchKeys(profile);

describe('usersPatch', () => {
  it('writes the keys of the name and e-mail of a profile without them', () => {
    expect(usersPatch(profile, userSearchKeys)).toEqual({ searchKeys: keys });
    expect(keys).toContain('elodie');
    expect(keys).toContain('eb');
  });

  it('leaves a profile whose keys are right alone', () => {
    expect(usersPatch({ ...profile, searchKeys: keys }, userSearchKeys)).toBeNull();
  });

  it('rewrites keys that are not those of its name and e-mail', () => {
    for (const searchKeys of [keys.slice(1), [...keys, 'zz'], keys.map((k) => `${k}x`), 'elodie']) {
      expect(usersPatch({ ...profile, searchKeys }, userSearchKeys)).toEqual({ searchKeys: keys });
    }
  });

  it('reads a missing name or e-mail as empty', () => {
    expect(usersPatch({ uid: 'u2', email: 'a@b.ma' }, userSearchKeys)).toEqual({
      searchKeys: userSearchKeys({ fullName: '', email: 'a@b.ma' }),
    });
  });
});
