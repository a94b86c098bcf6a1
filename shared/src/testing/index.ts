export * from './submission-factory';
export * from './fake-openai-server';
export * from './disposable-redis';
export * from './service-process';
export * from './tcp-proxy';
export * from './test-services';
export * from './smtp-test-server';
export * from './webhook-test-receiver';
