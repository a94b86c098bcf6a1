export * from './fit-score';
export * from './fit-weights';
