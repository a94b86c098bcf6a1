import { AppError, reportLinkTokenSchema, type LinkedReportResponse } from '@app/shared/contract';
import type { ReportLinkStore } from '@app/shared/db';

export interface OpenReportLinkDeps {
  links: ReportLinkStore;
}

/**
 * The stored report behind a private link, with when it was made and when the link expires.
 * Unknown and malformed tokens answer alike; an expired link says so, and a report still being
 * written (or queued again after a failure) is not ready.
 */
export async function openReportLink(deps: OpenReportLinkDeps, token: string): Promise<LinkedReportResponse> {
  const notFound = new AppError('not_found', 'No report exists at this link.');
  if (!reportLinkTokenSchema.safeParse(token).success) throw notFound;
  const linked = await deps.links.findByToken(token).catch(() => {
    throw new AppError('service_unavailable', 'The report cannot be read now. Please try again later.');
  });
  if (!linked) throw notFound;
  if (linked.expiresAt.getTime() <= Date.now()) {
    throw new AppError('link_expired', 'This report link has expired.');
  }
  if (linked.status !== 'completed' || !linked.result) {
    throw new AppError('report_not_ready', 'The report is still being written. Please try again later.');
  }
  return {
    ...linked.result,
    // The report's own date, for the page to show as 「診断日」 (older rows lack completedAt).
    createdAt: (linked.completedAt ?? linked.submittedAt).toISOString(),
    expiresAt: linked.expiresAt.toISOString(),
    // For a second diagnosis started here (「半年後にもう一度診断する」): the company data only, never
    // the contact data, which the visitor types again.
    companyInfo: linked.companyInfo,
  };
}
