export * from './env-fields';
export * from './parse-env';
