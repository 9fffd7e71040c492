/** What other features may use of favorites (deep imports across features are refused by lint). */
export { FavoriteButton } from './FavoriteButton';
