export * from './plan';
export * from './bookings';
export * from './listings';
export * from './users';
export * from './availability';
export * from './notices';
export * from './reviews';
export * from './messages';
