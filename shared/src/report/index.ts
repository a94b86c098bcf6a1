export * from './compose-report';
export * from './permanent-job-error';
export * from './report-processor';
