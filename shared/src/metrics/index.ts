export * from './report-metrics';
