import type { AdminDataQuery, AdminResponseFilters, AdminResponseRow } from '@app/shared/contract';
import type { AdminAuditLog, AdminResponse, AdminResponseStore } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';

export interface ListResponsesDeps {
  responses: AdminResponseStore;
  audit: AdminAuditLog;
}

/** A stored response as GET /api/admin/data and the CSV export hand it out. */
export function toRow(response: AdminResponse): AdminResponseRow {
  return {
    no: response.no,
    timestamp: response.createdAt.toISOString(),
    companyName: response.companyName,
    name: response.name,
    email: response.email,
    phone: response.phone,
    diagnosisResult: response.result === null ? null : JSON.stringify(response.result),
    status: response.status,
    requeueCount: response.requeueCount,
    level: response.scores?.level ?? null,
    score: response.scores?.overall ?? null,
    industry: response.industry,
    companySize: response.companySize,
    position: response.companyInfo.position ?? null,
    establishmentYear: response.companyInfo.establishmentYear ?? null,
    writer: response.writer,
    answers: response.answers,
    freeText: response.freeText,
    questionnaireVersion: response.questionnaireVersion,
    leadStatus: response.leadStatus,
    leadNote: response.leadNote,
    leadUpdatedAt: response.leadUpdatedAt?.toISOString() ?? null,
    leadVersion: response.leadVersion,
    contactErasedAt: response.contactErasedAt?.toISOString() ?? null,
    deliveryFailed: response.deliveryFailed,
    previousNo: response.previousNo,
    source: response.source,
    fitScore: response.fitScore,
    fitReasons: response.fitReasons,
    owner: response.owner,
  };
}

/** Only the filters that were set, as the audit log keeps them. */
function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** One page of the admin list, newest first unless sorted otherwise, recorded in the audit log before it is handed out. */
export async function listResponses(
  deps: ListResponsesDeps,
  admin: AdminTokenClaims,
  query: AdminDataQuery,
): Promise<{ rows: AdminResponseRow[]; total: number; totalIsCapped: boolean }> {
  const { limit, offset, sort, order, ...filters } = query;
  const { rows, total, totalIsCapped } = await deps.responses.list(filters, { limit, offset, sort, order });
  await deps.audit.record({
    adminId: admin.adminId,
    action: 'list',
    filters: definedOnly(query),
    resultCount: rows.length,
  });
  return { rows: rows.map(toRow), total, totalIsCapped };
}

/**
 * Every response matching the filters for an export (the CSV, or the reports as JSON lines),
 * newest first. The export is recorded under `action` before any row is read out, and capped at
 * the newest matching row at that moment, so the recorded count is the number of rows the file
 * will hold.
 */
export async function exportResponses(
  deps: ListResponsesDeps,
  admin: AdminTokenClaims,
  filters: AdminResponseFilters,
  action: 'export' | 'export_reports' = 'export',
): Promise<{ total: number; rows: AsyncIterable<AdminResponse> }> {
  const { rows: newest } = await deps.responses.list(filters, { limit: 1, offset: 0 });
  const upToNewest = { ...filters, noTo: newest[0]?.no ?? 0 };
  const total = newest.length === 0 ? 0 : await deps.responses.count(upToNewest);
  await deps.audit.record({
    adminId: admin.adminId,
    action,
    filters: definedOnly(filters),
    resultCount: total,
  });
  return { total, rows: deps.responses.iterate(upToNewest) };
}
