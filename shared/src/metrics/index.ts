export * from './delivery-metrics';
export * from './report-metrics';
export * from './retention-metrics';
