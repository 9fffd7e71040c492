/** Every user-facing string of Maktabi, in French. Components read text only from here. */
export { t } from '../t';
import { adminText } from './admin';
import { authText } from './auth';
import { bookingText } from './booking';
import { common, footer, labels, nav, notFound } from './common';
import { hostText } from './host';
import { listingsText } from './listings';
import { profileText } from './profile';

export const fr = {
  common,
  nav,
  footer,
  notFound,
  labels,
  auth: authText,
  listings: listingsText,
  booking: bookingText,
  host: hostText,
  admin: adminText,
  profile: profileText,
} as const;
