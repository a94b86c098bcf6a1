import { diagnosisResultSchema, type DiagnosisResult, type SubmitRequest } from '@app/shared/contract';
import { apiClient, ApiError, toApiError } from '@/lib/api-client';

/** POST /api/submit; resolves with the report once the server has written it (SPEC §7.1). */
export async function submitDiagnosis(submission: SubmitRequest): Promise<DiagnosisResult> {
  let data: unknown;
  try {
    ({ data } = await apiClient.post<unknown>('/api/submit', submission));
  } catch (error) {
    throw toApiError(error);
  }
  // Validate the shape, but render the body as sent: zod would strip detailed-analysis keys
  // the writer added, and SPEC §3 wants those shown under their own key.
  const parsed = diagnosisResultSchema.safeParse(data);
  if (!parsed.success) throw new ApiError('invalid diagnosis result');
  return data as DiagnosisResult;
}
