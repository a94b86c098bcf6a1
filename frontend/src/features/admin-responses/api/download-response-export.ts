import { apiClient, toApiError } from '@/lib/api-client';
import { fileNameFromDisposition, saveDownloadedFile } from '../utils/save-downloaded-file';

/** Fetches everything stored of one respondent as a JSON file (for their disclosure request) and saves it. */
export async function downloadResponseExport(options: { token: string; no: number }): Promise<void> {
  let blob: Blob;
  let fileName: string;
  try {
    const response = await apiClient.get<Blob>(`/api/admin/responses/${options.no}/export`, {
      headers: { Authorization: `Bearer ${options.token}` },
      responseType: 'blob',
    });
    blob = response.data;
    fileName = fileNameFromDisposition(
      response.headers['content-disposition'],
      `response-${options.no}.json`,
    );
  } catch (error) {
    throw toApiError(error);
  }
  saveDownloadedFile(blob, fileName);
}
