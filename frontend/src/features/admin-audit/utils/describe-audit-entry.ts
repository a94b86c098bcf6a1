import {
  adminAuditActionLabels,
  leadStatusLabels,
  type AdminAuditActionName,
  type LeadStatus,
} from '@app/shared/contract';

/** The action in the operator's words; an action this build does not know is shown as stored. */
export function auditActionLabel(action: string): string {
  return adminAuditActionLabels[action as AdminAuditActionName] ?? action;
}

const detailLabels: Record<string, string> = {
  qSearched: 'キーワード検索',
  companyNameSearched: '会社名検索',
  timestamp: '日付',
  noFrom: 'No.から',
  noTo: 'No.まで',
  leadStatus: '対応状況',
  sort: '並び順',
  order: '昇順/降順',
  limit: '件数',
  offset: '開始位置',
  months: '保存期間（月）',
  kind: '種類',
  reason: '理由',
  messageId: '配信ID',
  noteId: 'メモID',
  operator: '担当者',
  action: '操作',
  from: '開始日',
  to: '終了日',
  no: 'No.',
};

const statusLabel = (value: unknown) =>
  typeof value === 'string' ? (leadStatusLabels[value as LeadStatus] ?? value) : String(value);

/** One line per recorded detail, in words: a status change as 未対応 → 対応中, a search as made. */
export function describeAuditDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) => {
    if (key === 'status' && value && typeof value === 'object') {
      const { from, to } = value as { from?: unknown; to?: unknown };
      return `対応状況：${statusLabel(from)} → ${statusLabel(to)}`;
    }
    const label = detailLabels[key] ?? key;
    if (value === true) return label;
    if (key === 'leadStatus') {
      const statuses = Array.isArray(value) ? value : [value];
      return `${label}：${statuses.map(statusLabel).join('、')}`;
    }
    return `${label}：${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
  });
}
