import { downloadListExport, type ListExportOptions } from './download-list-export';

/** The filtered list as CSV, one row per lead (no report). */
export const downloadResponsesCsv = (options: ListExportOptions) =>
  downloadListExport('/api/admin/data.csv', 'responses.csv', options);
