import { cityKey, normalizeText } from '@/domain/text';

describe('normalizeText', () => {
  it('drops accents and case, trims and keeps single spaces', () => {
    expect(normalizeText('  Fès ')).toBe('fes');
    expect(normalizeText('Aïn   Sebaâ')).toBe('ain sebaa');
    expect(normalizeText('MEKNÈS')).toBe('meknes');
  });

  it('turns apostrophes (straight or curly) and punctuation into word breaks', () => {
    expect(normalizeText("Route d'Imouzzer")).toBe('route d imouzzer');
    expect(normalizeText('Route d’Imouzzer')).toBe('route d imouzzer');
    expect(normalizeText('Centre-ville, Rabat')).toBe('centre ville rabat');
  });

  it('gives the empty string for nothing but punctuation', () => {
    expect(normalizeText(' -, ')).toBe('');
  });
});

describe('cityKey', () => {
  it('stores and searches a city under one key', () => {
    expect(cityKey('Fès')).toBe('fes');
    expect(cityKey(' fes')).toBe('fes');
    expect(cityKey('Béni Mellal')).toBe('beni mellal');
  });
});
