// The drizzle schema: one file per area, gathered here for the database client and drizzle-kit.
export * from './activity-log';
export * from './clients';
export * from './messages';
export * from './sessions';
export * from './users';
