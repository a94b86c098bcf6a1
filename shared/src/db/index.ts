export * from './database';
export * from './repositories/admin-audit-log';
export * from './repositories/admin-response-store';
export * from './repositories/admin-store';
export * from './repositories/outbox-store';
export * from './repositories/report-link-store';
export * from './repositories/submission-store';
export * from './schema';
