/**
 * Month `month` (2, 3, …) of an indefinite rental's own document id, documents/{bookingId}_m{n};
 * also the subject of its notification and e-mail (booking-invoiced). Apart from ./invoice.ts
 * (which passes it on): the notifications (./notifications.ts), which every signed-in page and
 * the backend's start-up read, need only this of the invoices.
 */
export const monthDocumentId = (bookingId: string, month: number) => `${bookingId}_m${month}`;
