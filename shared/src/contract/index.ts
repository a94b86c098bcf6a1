export * from './admin';
export * from './diagnosis-result';
export * from './errors';
export * from './jobs';
export * from './report-link';
export * from './site-info';
export * from './submit-request';
export * from './tokyo-timestamp';
