import { z } from 'zod';

/**
 * The funnel steps a browser reports, one per page view: トップページ, 診断開始, 設問, 回答者情報 and
 * レポート表示. 送信 (`submitted`) is counted by the API when it stores a new submission.
 */
export const funnelPageSteps = ['landing', 'start', 'diagnosis', 'userinfo', 'report'] as const;
export type FunnelPageStep = (typeof funnelPageSteps)[number];

/** Every funnel step in flow order, the server-counted `submitted` included. */
export const funnelStepOrder = ['landing', 'start', 'diagnosis', 'userinfo', 'submitted', 'report'] as const;
export type FunnelStepName = (typeof funnelStepOrder)[number];

/** Body of POST /api/funnel: the step whose page was viewed, nothing about the visitor. */
export const funnelStepRequestSchema = z.object({
  step: z.enum(funnelPageSteps, { message: 'step must be landing, start, diagnosis, userinfo or report.' }),
});
export type FunnelStepRequest = z.infer<typeof funnelStepRequestSchema>;
