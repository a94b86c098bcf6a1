export * from './submission-factory';
export * from './test-services';
