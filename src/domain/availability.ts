import type { Booking } from './types';

export interface DayAvailability {
  day: string;
  capacity: number;
  taken: number;
  blocked: boolean;
}
// free places = blocked ? 0 : max(0, capacity - taken)

export interface HostCalendar {
  month: string; // 'YYYY-MM'
  days: DayAvailability[]; // every day of the month
  bookings: Booking[]; // the listing's bookings touching the month (any status), newest first
  blocks: { day: string; reason: string }[];
}
