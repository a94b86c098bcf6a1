import { downloadListExport, type ListExportOptions } from './download-list-export';

/** The stored reports of the filtered list, one JSON object per line (the CSV carries none). */
export const downloadReportsJsonl = (options: ListExportOptions) =>
  downloadListExport('/api/admin/data.jsonl', 'reports.jsonl', options);
