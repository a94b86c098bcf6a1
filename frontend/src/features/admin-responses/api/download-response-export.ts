import { apiClient } from '@/lib/api-client';
import { fileNameFromDisposition, saveDownloadedFile } from '../utils/save-downloaded-file';

/** Fetches everything stored of one respondent as a JSON file (for their disclosure request) and saves it. */
export async function downloadResponseExport(options: { token: string; no: number }): Promise<void> {
  const response = await apiClient.get<Blob>(`/api/admin/responses/${options.no}/export`, {
    adminToken: options.token,
    responseType: 'blob',
  });
  saveDownloadedFile(
    response.data,
    fileNameFromDisposition(response.headers['content-disposition'], `response-${options.no}.json`),
  );
}
