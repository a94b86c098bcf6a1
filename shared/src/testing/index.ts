export * from './submission-factory';
export * from './disposable-redis';
export * from './service-process';
export * from './test-services';
