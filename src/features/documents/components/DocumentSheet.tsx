/**
 * One receipt, invoice or credit note as issued (issue 15): a printable sheet. Every amount is
 * the stored one (src/domain/invoice.ts computed it once), formatted in MAD with centimes.
 */
import { documentAnchor } from '@/config/paths';
import { formatDay } from '@/domain/format';
import { legalName } from '@/domain/legalIdentity';
import { formatMadCentimes } from '@/domain/money';
import type { IssuedDocument } from '@/domain/types';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';
import { identifierLines, kindTitle, periodText, quantityText } from '../format';

const x = legalText.documents;

function Party({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="min-w-0 wrap-anywhere">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-900">
        {lines.map((line, i) => (
          <li key={i} className={i === 0 ? 'font-semibold' : undefined}>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DocumentSheet({ document: d }: { document: IssuedDocument }) {
  const headingId = documentAnchor(d.id);
  const host = [legalName(d.host), d.host.address, ...identifierLines(d.host)].filter(Boolean);
  const tenant = [
    d.tenant.name,
    ...(d.tenant.billing.companyName
      ? [t(x.tenantCompany, { name: d.tenant.billing.companyName })]
      : []),
    ...(d.tenant.billing.ice ? [t(x.iceValue, { value: d.tenant.billing.ice })] : []),
  ];
  const row = 'flex justify-between gap-4 py-1';
  return (
    <article
      aria-labelledby={headingId}
      className="document-sheet rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          {/* The target of a link to this sheet: the documents page focuses it (tabIndex -1). */}
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {kindTitle(d.kind)}{' '}
            <span className="font-mono text-lg font-semibold whitespace-nowrap text-slate-800">
              {t(x.number, { number: d.number })}
            </span>
          </h2>
          {d.references && (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {t(x.references, { number: d.references })}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700">{t(x.issueDate, { date: formatDay(d.issueDate) })}</p>
      </header>

      <div className="grid gap-6 py-5 sm:grid-cols-2">
        <Party title={x.host} lines={host} />
        <Party title={x.tenant} lines={tenant} />
      </div>

      <div className="min-w-0 wrap-anywhere">
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{x.space}</h3>
        <p className="mt-1 text-sm font-semibold text-slate-900">{d.space.title}</p>
        {d.space.address && <p className="text-sm text-slate-700">{d.space.address}</p>}
        <p className="mt-1 text-sm text-slate-800">{periodText(d.period)}</p>
      </div>

      {/* On a phone, the quantity and the unit price go under the designation, so that the
          amount stays in view without a sideways scroll (tests/e2e/documents.e2e.mjs). */}
      <div className="mt-5">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{x.linesCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {x.designation}
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                {x.quantity}
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                {/* the lines are priced tax included (src/domain/invoice.ts): with VAT, say so,
                    or they seem not to add up to "Total HT" */}
                {d.vat ? x.unitPriceTtc : x.unitPrice}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {d.vat ? x.amountTtc : x.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, i) => (
              <tr key={i} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 wrap-anywhere text-slate-900">
                  {d.space.title}
                  <span className="block text-xs text-slate-600">{periodText(line)}</span>
                  <span className="block text-xs text-slate-600 sm:hidden">
                    {t(x.lineDetail, {
                      quantity: quantityText(line),
                      unitPrice: formatMadCentimes(line.unitPrice),
                    })}
                  </span>
                </td>
                <td className="hidden py-2 pr-3 text-right whitespace-nowrap sm:table-cell">
                  {quantityText(line)}
                </td>
                <td className="hidden py-2 pr-3 text-right whitespace-nowrap sm:table-cell">
                  {formatMadCentimes(line.unitPrice)}
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  {formatMadCentimes(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-4 ml-auto max-w-xs text-sm">
        {d.vat ? (
          <>
            <div className={row}>
              <dt>{x.totalHt}</dt>
              <dd className="whitespace-nowrap">{formatMadCentimes(d.vat.ht)}</dd>
            </div>
            <div className={row}>
              <dt>{t(x.tva, { rate: d.vat.rate })}</dt>
              <dd className="whitespace-nowrap">{formatMadCentimes(d.vat.tva)}</dd>
            </div>
            <div className={`${row} border-t border-slate-300 font-bold text-slate-900`}>
              <dt>{x.totalTtc}</dt>
              <dd className="whitespace-nowrap">{formatMadCentimes(d.vat.ttc)}</dd>
            </div>
          </>
        ) : (
          <div className={`${row} font-bold text-slate-900`}>
            <dt>{x.total}</dt>
            <dd className="whitespace-nowrap">{formatMadCentimes(d.total)}</dd>
          </div>
        )}
      </dl>
      {!d.vat && <p className="ml-auto max-w-xs text-xs text-slate-600">{x.vatNotApplicable}</p>}

      <p className="mt-5 text-sm text-slate-800">{t(x.inWords, { words: d.totalInWords })}</p>
    </article>
  );
}
