/**
 * Intl formatters built on first use, then kept. Building one costs milliseconds (the locale's
 * and the time zone's data are loaded then), so a formatter made when its module loads is paid
 * by every page's start-up, whether or not the page formats anything with it
 * (docs/decisions.md "Start-up without long tasks").
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

export function lazyNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
}

/**
 * A French date format whose first of the month is "1er", as French writes it ("1er décembre
 * 2026", "lundi 1er décembre", "1er déc."): Intl writes "1". Its day part only, so a "1" that
 * is an hour, a month or a year stays as it is.
 */
export function lazyFrenchDateFormat(
  options: Intl.DateTimeFormatOptions,
): () => { format(date: Date): string } {
  const format = lazyDateFormat('fr-FR', options);
  const french = {
    format: (date: Date) =>
      format()
        .formatToParts(date)
        .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
        .join(''),
  };
  return () => french;
}
