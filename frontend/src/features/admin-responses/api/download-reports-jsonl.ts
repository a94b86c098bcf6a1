import { apiClient, toApiError } from '@/lib/api-client';
import { fileNameFromDisposition, saveDownloadedFile } from '../utils/save-downloaded-file';
import { toQueryParams, type ResponseFilters } from './get-responses';

/**
 * Fetches the stored reports of the filtered responses, one JSON object per line (the CSV carries
 * no report), with the bearer token, and saves the file.
 */
export async function downloadReportsJsonl(options: {
  token: string;
  filters: ResponseFilters;
}): Promise<void> {
  let blob: Blob;
  let fileName: string;
  try {
    const response = await apiClient.get<Blob>('/api/admin/data.jsonl', {
      headers: { Authorization: `Bearer ${options.token}` },
      params: toQueryParams(options.filters),
      responseType: 'blob',
    });
    blob = response.data;
    fileName = fileNameFromDisposition(response.headers['content-disposition'], 'reports.jsonl');
  } catch (error) {
    throw toApiError(error);
  }
  saveDownloadedFile(blob, fileName);
}
