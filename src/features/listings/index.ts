/** What other features may use of listings (deep imports across features are refused by lint). */
export { DetailsGrid } from './components/ListingDetails';
