import { describe, expect, it } from 'vitest';
import { documentsTitle } from '@/features/documents/format';

describe('the documents page says what it holds', () => {
  it('before they are read, or with none: the generic title', () => {
    expect(documentsTitle([])).toBe('Documents de la réservation');
  });

  it('one document: its kind', () => {
    expect(documentsTitle(['recu'])).toBe('Reçu');
    expect(documentsTitle(['facture'])).toBe('Facture');
  });

  it("a rental's months: the plural", () => {
    expect(documentsTitle(['facture', 'facture', 'facture'])).toBe('Factures');
    expect(documentsTitle(['recu', 'recu'])).toBe('Reçus');
  });

  it('a cancelled one: it, then its avoir, whatever order they were read in', () => {
    expect(documentsTitle(['avoir', 'facture'])).toBe('Facture et avoir');
    expect(documentsTitle(['recu', 'recu', 'avoir'])).toBe('Reçus et avoir');
    expect(documentsTitle(['avoir', 'avoir', 'facture', 'facture'])).toBe('Factures et avoirs');
  });

  it('reçus, then factures once the host is VAT-registered, and an avoir', () => {
    expect(documentsTitle(['recu', 'facture', 'avoir'])).toBe('Facture, reçu et avoir');
    expect(documentsTitle(['recu', 'facture'])).toBe('Facture et reçu');
  });
});
