import { linkedReportResponseSchema, type LinkedReportResponse } from '@app/shared/contract';
import { apiClient, ApiError } from '@/lib/api-client';

/** GET /api/report/:token: the stored report behind a private link, its date and the link's expiry. */
export async function getReport(token: string, signal?: AbortSignal): Promise<LinkedReportResponse> {
  const { data } = await apiClient.get<unknown>(`/api/report/${encodeURIComponent(token)}`, { signal });
  // As on /result: check the shape, render the body as sent (SPEC §3 unknown detailed keys).
  if (!linkedReportResponseSchema.safeParse(data).success) throw new ApiError('invalid diagnosis result');
  return data as LinkedReportResponse;
}
