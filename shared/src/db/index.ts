export * from './database';
export * from './repositories/submission-store';
export * from './schema';
