export * from './auth';
export * from './bookings';
export * from './companies';
export * from './outbox';
export * from './members';
export * from './staff';
export * from './schedule-exceptions';
export * from './calendar-feeds';
