import { retentionPreviewListLimit, type RetentionPreview } from '@app/shared/contract';
import {
  nextContactRetentionSweepAt,
  type AdminAuditLog,
  type ContactRetentionPolicy,
  type ContactRetentionStore,
} from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';

export interface PreviewRetentionSweepDeps {
  retention: Pick<ContactRetentionStore, 'preview'>;
  retentionPolicy: ContactRetentionPolicy;
  audit: AdminAuditLog;
}

/**
 * What the next retention sweep will erase and when, so an operator can still move a lead into a
 * held status first. Names companies, so the read is recorded in the audit log like a list page.
 */
export async function previewRetentionSweep(
  deps: PreviewRetentionSweepDeps,
  admin: AdminTokenClaims,
): Promise<RetentionPreview> {
  const { months, holdStatuses } = deps.retentionPolicy;
  const policy = { months, holdStatuses: [...holdStatuses] };
  if (months === 0) return { ...policy, nextSweepAt: null, dueCount: 0, due: [], heldCount: 0 };

  const at = nextContactRetentionSweepAt(new Date());
  const preview = await deps.retention.preview({
    months,
    holdStatuses,
    at,
    listLimit: retentionPreviewListLimit,
  });
  await deps.audit.record({
    adminId: admin.adminId,
    action: 'retention_preview',
    filters: {},
    resultCount: preview.due.length,
  });
  return {
    ...policy,
    nextSweepAt: at.toISOString(),
    dueCount: preview.dueCount,
    due: preview.due.map((lead) => ({
      no: lead.no,
      timestamp: lead.createdAt.toISOString(),
      companyName: lead.companyName,
      leadStatus: lead.leadStatus,
    })),
    heldCount: preview.heldCount,
  };
}
