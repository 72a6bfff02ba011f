// The drizzle schema: one file per area, gathered here for the database client and drizzle-kit.
export * from './activity-log';
export * from './audits';
export * from './clients-users-files';
export * from './finance';
export * from './instances';
export * from './login-attempts';
export * from './messages';
export * from './operator-permissions';
export * from './salaries';
export * from './sessions';
export * from './settings';
export * from './staff';
