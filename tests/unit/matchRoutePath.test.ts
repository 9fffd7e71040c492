/**
 * The start-up's route matcher (src/lib/matchRoutePath.ts) agrees with react-router's, which the
 * pages are matched by: the early reads are for the page the router will show, with its params.
 */
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@/config/paths';
import { matchRoutePath } from '@/lib/matchRoutePath';

const PATTERNS = [...new Set(Object.values(ROUTES).map((r) => r.path))].filter((p) => p !== '*');
const ADDRESSES = [
  '/',
  '',
  '//',
  '/search',
  '/search/',
  '/SEARCH',
  '/searches',
  '/search/x',
  '/listing/lst-casa-01',
  '/listing/lst-casa-01/',
  '/Listing/LST-casa-01',
  '/listing/',
  '/listing',
  '/listing//x',
  '/listing/a/b',
  '/host/listings/lst-1/edit',
  '/host/listings/new',
  '/messages/conv-1',
  '/admin/user/u-1',
  '/admin',
  '/documents/bkg-9',
  '/help',
  '/host/guide',
  '/nowhere',
];

describe('matchRoutePath', () => {
  it.each(PATTERNS)('matches %s where react-router does, with the same params', (pattern) => {
    for (const address of ADDRESSES) {
      const ours = matchRoutePath(pattern, address);
      const theirs = matchPath(pattern, address);
      expect({ address, params: ours }).toEqual({ address, params: theirs ? theirs.params : null });
    }
  });

  it("decodes a parameter as the page's useParams() does, and keeps an undecodable one", () => {
    expect(matchRoutePath('/listing/:id', '/listing/caf%C3%A9%20nord')).toEqual({
      id: 'café nord',
    });
    expect(matchRoutePath('/listing/:id', '/listing/100%')).toEqual({ id: '100%' });
  });

  it("takes a pattern's dots and brackets literally", () => {
    expect(matchRoutePath('/a.b', '/a.b')).toEqual({});
    expect(matchRoutePath('/a.b', '/axb')).toBeNull();
    expect(matchRoutePath('/(x)', '/(x)')).toEqual({});
  });
});
