import { apiClient } from '@/lib/api-client';
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
  const response = await apiClient.get<Blob>(path, {
    adminToken: options.token,
    params: toQueryParams(options.filters),
    responseType: 'blob',
  });
  saveDownloadedFile(
    response.data,
    fileNameFromDisposition(response.headers['content-disposition'], fallbackName),
  );
}
