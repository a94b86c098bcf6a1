import { apiClient, toApiError } from '@/lib/api-client';
import { toQueryParams, type ResponseFilters } from './get-responses';

function fileNameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? 'responses.csv';
}

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
    fileName = fileNameOf(response.headers['content-disposition']);
  } catch (error) {
    throw toApiError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
