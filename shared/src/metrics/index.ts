export * from './delivery-metrics';
export * from './report-metrics';
