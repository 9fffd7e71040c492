/** What other features may use of booking (deep imports across features are refused by lint). */
export { bookingDatesText, endedRentalTotalText, rentalSinceText } from './format';
export { RentalEndDialog, type RentalEndText } from './components/RentalEndDialog';
