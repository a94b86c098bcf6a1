import { apiClient, toApiError } from '@/lib/api-client';
import { fileNameFromDisposition, saveDownloadedFile } from '../utils/save-downloaded-file';
import { toQueryParams, type ResponseFilters } from './get-responses';

export interface ListExportOptions {
  token: string;
  filters: ResponseFilters;
}

/**
 * Fetches an export of the filtered list with the bearer token (a plain link could not send it)
 * and saves it under the name the server gives, else `fallbackName`.
 */
export async function downloadListExport(
  path: string,
  fallbackName: string,
  options: ListExportOptions,
): Promise<void> {
  let blob: Blob;
  let fileName: string;
  try {
    const response = await apiClient.get<Blob>(path, {
      headers: { Authorization: `Bearer ${options.token}` },
      params: toQueryParams(options.filters),
      responseType: 'blob',
    });
    blob = response.data;
    fileName = fileNameFromDisposition(response.headers['content-disposition'], fallbackName);
  } catch (error) {
    throw toApiError(error);
  }
  saveDownloadedFile(blob, fileName);
}
