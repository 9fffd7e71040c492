/** What other features may use of booking (deep imports across features are refused by lint). */
export { bookingDatesText, rentalSinceText } from './format';
export { RentalEndDialog, type RentalEndText } from './components/RentalEndDialog';
