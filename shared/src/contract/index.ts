export * from './admin';
export * from './diagnosis-result';
export * from './errors';
export * from './jobs';
export * from './submit-request';
export * from './tokyo-timestamp';
