/**
 * The search's typo suggestions (src/domain/placeSuggestion.ts): the known place a term that
 * found nothing is probably a typo of, and a query that searches that place.
 */
import { resolvePlaceTerm } from '@/domain/placeKeys';
import { PLACE_CITIES } from '@/domain/places';
import { suggestPlace } from '@/domain/placeSuggestion';

describe('suggestPlace: the known place a search term is a typo of', () => {
  const cityNamed = (name: string) => ({ query: name, name, city: null });
  const place = (query: string, name: string, city: string | null) => ({ query, name, city });

  it('finds a city one edit away under 8 letters, two from 8', () => {
    expect(suggestPlace('Casablnca')).toEqual(cityNamed('Casablanca'));
    expect(suggestPlace('Casalbanca')).toEqual(cityNamed('Casablanca'));
    expect(suggestPlace('Marakech')).toEqual(cityNamed('Marrakech'));
    expect(suggestPlace('Marakesh')).toEqual(cityNamed('Marrakech'));
    expect(suggestPlace('Rbat')).toEqual(cityNamed('Rabat'));
    expect(suggestPlace('Agadr')).toEqual(cityNamed('Agadir'));
    expect(suggestPlace('Essaouria')).toEqual(cityNamed('Essaouira'));
    // by an everyday name: « tanja » is Tanger's
    expect(suggestPlace('Tanjer')).toEqual(cityNamed('Tanger'));
    expect(suggestPlace('Casablnca, Maroc')).toEqual(cityNamed('Casablanca'));
    // 7 letters, two edits: too far to be sure
    expect(suggestPlace('Agaddrr')).toBeNull();
    // 8 letters, two edits (« marrakcj » is one from the everyday name « marrakch »)
    expect(suggestPlace('Marrakcj')).toEqual(cityNamed('Marrakech'));
    expect(suggestPlace('Csablnca')).toEqual(cityNamed('Casablanca'));
  });

  it('finds a district, with its city, searched for so that it is that one', () => {
    expect(suggestPlace('Maarf')).toEqual(place('Maârif', 'Maârif', 'Casablanca'));
    expect(suggestPlace('Hay Ryad')).toEqual(place('Hay Riad', 'Hay Riad', 'Rabat'));
    // with its city, either of them mistyped
    expect(suggestPlace('Gueliz Marakech')).toEqual(place('Guéliz', 'Guéliz', 'Marrakech'));
    // a name several cities share: that name, no city; with a city, both, which find that one
    expect(suggestPlace('Mdina')).toEqual(place('Médina', 'Médina', null));
    expect(suggestPlace('Mdina Fes')).toEqual(place('Médina, Fès', 'Médina', 'Fès'));
    // the closest, although a farther one came first: Casablanca's Centre-ville is two edits off
    expect(suggestPlace('Centre-ville Raba')).toEqual(
      place('Centre-ville, Rabat', 'Centre-ville', 'Rabat'),
    );
    for (const term of [
      'Maarf',
      'Hay Ryad',
      'Gueliz Marakech',
      'Mdina',
      'Mdina Fes',
      'Casablnca',
    ]) {
      const s = suggestPlace(term)!;
      expect(resolvePlaceTerm(s.query)).toMatchObject({ name: s.name, city: s.city });
    }
  });

  it('searches a district whose own name other cities share by its name and its city', () => {
    // every district of every city, mistyped (a letter too many) with its city: the suggestion
    // leads to that district, whether its name is its own or shared (« Médina, Fès »)
    const misses: string[] = [];
    const shared = new Set<string>();
    for (const c of PLACE_CITIES) {
      for (const d of c.districts) {
        const s = suggestPlace(`${d.name}x ${c.name}`);
        const key = resolvePlaceTerm(`${d.name}, ${c.name}`)?.key;
        if (s === null || resolvePlaceTerm(s.query)?.key !== key)
          misses.push(`${d.name}, ${c.name}`);
        else if (s.query !== s.name) shared.add(s.name);
      }
    }
    expect(misses).toEqual([]);
    expect([...shared]).toEqual(expect.arrayContaining(['Médina', 'Centre-ville']));
  });

  it('suggests nothing for a known name, a short word, no letter, or a word close to none', () => {
    for (const known of [
      'Casa',
      'Fès',
      'fes',
      'Fez',
      'Sla',
      'Maarif',
      'tmara',
      'Casablanca Maroc',
      'Maarif Casa',
      'Agdal, Rabat',
      '  ESSAOUÏRA  ',
    ]) {
      expect(suggestPlace(known)).toBeNull();
    }
    expect(suggestPlace('Fas')).toBeNull(); // an alias of Fès
    expect(suggestPlace('Tzz')).toBeNull(); // 3 letters: too short to guess
    expect(suggestPlace('')).toBeNull();
    expect(suggestPlace('!!!')).toBeNull();
    expect(suggestPlace('xyzzy')).toBeNull();
    expect(suggestPlace('Bouznika')).toBeNull();
  });

  it('prefers the only city among places as close, and suggests none between two cities', () => {
    // « taga »: Taza (a city) and Targa (a district of Marrakech), one edit each
    expect(resolvePlaceTerm('Targa')?.kind).toBe('neighbourhood');
    expect(suggestPlace('taga')).toEqual(cityNamed('Taza'));
    // « tara »: Taza and « tmara » (Temara), one edit each
    expect(suggestPlace('tara')).toBeNull();
    // one edit from Taza and from nothing else
    expect(suggestPlace('Tazza')).toEqual(cityNamed('Taza'));
  });
});
