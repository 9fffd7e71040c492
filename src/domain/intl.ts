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
