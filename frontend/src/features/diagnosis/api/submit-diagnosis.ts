import {
  diagnosisResultSchema,
  idempotencyKeyHeader,
  type SubmitRequest,
  type SubmitResponse,
} from '@app/shared/contract';
import { apiClient, ApiError } from '@/lib/api-client';
import { loadAcquisitionSource } from '../utils/acquisition-source';

export interface SubmitOptions {
  /** One per submission attempt: a retry sends the same key, and the server answers the same submission. */
  idempotencyKey?: string;
}

/**
 * POST /api/submit; resolves with the report once the server has written it (SPEC §7.1), plus
 * `reportUrl`, the private link at which it can be opened again.
 */
export async function submitDiagnosis(
  submission: SubmitRequest,
  options: SubmitOptions = {},
): Promise<SubmitResponse> {
  // Where this tab's visit came from, taken on its first page view; absent, the key is left out.
  const source = submission.source ?? loadAcquisitionSource();
  const { data } = await apiClient.post<unknown>(
    '/api/submit',
    source ? { ...submission, source } : submission,
    {
      headers: options.idempotencyKey ? { [idempotencyKeyHeader]: options.idempotencyKey } : {},
    },
  );
  // Validate the shape, but render the body as sent: zod would strip detailed-analysis keys
  // the writer added, and SPEC §3 wants those shown under their own key.
  const parsed = diagnosisResultSchema.safeParse(data);
  if (!parsed.success) throw new ApiError('invalid diagnosis result');
  return data as SubmitResponse;
}
