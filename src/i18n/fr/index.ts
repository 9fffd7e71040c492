/**
 * Every French strings module, in one place for whoever wants them all. Screens import the one
 * module they use (`@/i18n/fr/listings`...), so a page's chunk carries only its own strings.
 */
export { searchDatesText } from './searchDates';
