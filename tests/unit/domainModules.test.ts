/**
 * Every module of src/domain loads. Most of them build something when they are imported (date
 * and number formats, the offline place index); a module that throws there breaks every page
 * that imports it. (Also what lets `npm run test:mutation` see such a mutant as killed: a test
 * file that fails to import reports no failing test, so Stryker would count it as survived.)
 */
const modules = import.meta.glob('../../src/domain/*.ts');

describe('src/domain modules', () => {
  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.keys(modules))('%s loads', async (path) => {
    await expect(modules[path]!()).resolves.toBeTypeOf('object');
  });
});
