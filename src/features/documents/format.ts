/** Display text of receipts, invoices and credit notes (issue 15): never a recomputed amount. */
import { formatDay } from '@/domain/format';
import type { DocumentKind, DocumentLine } from '@/domain/invoice';
import type { LegalIdentity } from '@/domain/legalIdentity';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';

const x = legalText.documents;

export const kindTitle = (kind: DocumentKind): string => x[kind];

/**
 * The documents page's title for what it holds: « Reçu », « Factures », « Facture et avoir »;
 * the generic title (« Documents de la réservation ») before they are read, or when there is none.
 */
export function documentsTitle(kinds: readonly DocumentKind[]): string {
  const p = legalText.documentsPage;
  const order: DocumentKind[] = ['facture', 'recu', 'avoir'];
  const words = order.flatMap((kind) => {
    const n = kinds.filter((k) => k === kind).length;
    return n === 0 ? [] : [p.kinds[kind][n > 1 ? 1 : 0]];
  });
  // a rental's months may be reçus, then factures once its host is VAT-registered: all three
  const [a, b, c] = words;
  if (a === undefined) return p.title;
  const text =
    b === undefined ? a : c === undefined ? t(p.kindsTwo, { a, b }) : t(p.kindsThree, { a, b, c });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "3 jours", "1 mois", "2 places × 3 jours". */
export function quantityText(line: DocumentLine): string {
  const unit = line.unit === 'month' ? x.unitMonth : line.periods > 1 ? x.unitDays : x.unitDay;
  if (line.places <= 1) return t(x.quantityUnits, { n: line.periods, unit });
  return t(x.quantityPlaces, {
    places: line.places,
    placeUnit: line.places > 1 ? x.places : x.place,
    n: line.periods,
    unit,
  });
}

/** "Période : du 3 mars 2026 au 5 mars 2026", "Période : le 3 mars 2026" for one day. */
export const periodText = (period: { start: string; end: string }) =>
  period.start === period.end
    ? t(x.periodOneDay, { day: formatDay(period.start) })
    : t(x.period, { start: formatDay(period.start), end: formatDay(period.end) });

/** The issuer's identifiers as printed: ICE, IF, RC (tribunal), TP; or the CIN. */
export function identifierLines(host: LegalIdentity): string[] {
  if (host.kind === 'company') {
    return [
      t(x.iceValue, { value: host.ice }),
      t(x.identifiantFiscalValue, { value: host.identifiantFiscal }),
      t(x.rcValue, { value: host.rcNumber, court: host.rcCourt }),
      t(x.taxeProfessionnelleValue, { value: host.taxeProfessionnelle }),
    ];
  }
  return host.cin ? [t(x.cinValue, { value: host.cin })] : [];
}
