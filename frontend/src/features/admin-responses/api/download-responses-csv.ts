import { apiClient, toApiError } from '@/lib/api-client';
import { fileNameFromDisposition, saveDownloadedFile } from '../utils/save-downloaded-file';
import { toQueryParams, type ResponseFilters } from './get-responses';

/** Fetches the filtered CSV with the bearer token (a plain link could not send it) and saves it. */
export async function downloadResponsesCsv(options: {
  token: string;
  filters: ResponseFilters;
}): Promise<void> {
  let blob: Blob;
  let fileName: string;
  try {
    const response = await apiClient.get<Blob>('/api/admin/data.csv', {
      headers: { Authorization: `Bearer ${options.token}` },
      params: toQueryParams(options.filters),
      responseType: 'blob',
    });
    blob = response.data;
    fileName = fileNameFromDisposition(response.headers['content-disposition'], 'responses.csv');
  } catch (error) {
    throw toApiError(error);
  }
  saveDownloadedFile(blob, fileName);
}
