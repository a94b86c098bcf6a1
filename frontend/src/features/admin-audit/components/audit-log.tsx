import {
  adminAuditActions,
  earliestCalendarDate,
  formatTokyoTimestamp,
  latestCalendarDate,
} from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { auditPageSize } from '../api/get-audit-log';
import { useAuditLog } from '../hooks/use-audit-log';
import { emptyAuditFilters, type AuditFilters } from '../utils/audit-filters';
import { auditActionLabel, describeAuditDetails } from '../utils/describe-audit-entry';

const columns = ['日時', '担当者', '操作', 'No.', '内容', '件数'];

function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatTokyoTimestamp(date);
}

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const field = (key: keyof AuditFilters) => ({
    id: `audit-filter-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
    className: controlStyles(false),
  });
  // The date picker offers only days the API accepts.
  const dayRange = { type: 'date', min: earliestCalendarDate, max: latestCalendarDate };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      aria-label="監査ログの絞り込み"
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div>
        <label htmlFor="audit-filter-no" className={labelStyles}>
          No.
        </label>
        <input {...field('no')} inputMode="numeric" />
      </div>
      <div>
        <label htmlFor="audit-filter-operator" className={labelStyles}>
          担当者（ユーザー名）
        </label>
        <input {...field('operator')} />
      </div>
      <div>
        <label htmlFor="audit-filter-action" className={labelStyles}>
          操作
        </label>
        <select {...field('action')}>
          <option value="">すべて</option>
          {adminAuditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-filter-from" className={labelStyles}>
          開始日
        </label>
        <input {...field('from')} {...dayRange} />
      </div>
      <div>
        <label htmlFor="audit-filter-to" className={labelStyles}>
          終了日
        </label>
        <input {...field('to')} {...dayRange} />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">検索</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(emptyAuditFilters);
            onApply(emptyAuditFilters);
          }}
        >
          クリア
        </Button>
      </div>
    </form>
  );
}

/**
 * The audit log for the operator (admin role): who did what to which lead and when, newest first,
 * filtered by lead number, operator, action and period. The filters and page come from the URL
 * and go back to it through `onChange`. Entries hold no contact data, note or search text.
 */
export function AuditLog({
  token,
  filters,
  page,
  onChange,
  onUnauthorized,
}: {
  token: string;
  filters: AuditFilters;
  page: number;
  onChange: (filters: AuditFilters, page: number) => void;
  onUnauthorized: () => void;
}) {
  const { data, loading, failure } = useAuditLog({ token, filters, page, onUnauthorized });
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / auditPageSize));

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900" tabIndex={-1}>
        監査ログ
      </h1>
      {/* Keyed by the URL's filters, so the back button shows them in the form too. */}
      <AuditFilterForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) => onChange(next, 0)}
      />
      {failure?.forbidden ? <Alert>監査ログは管理者（admin）のみ閲覧できます。</Alert> : null}
      {failure?.invalid ? (
        <Alert>絞り込みの条件を確認してください（No.は数字、開始日は終了日以前）。</Alert>
      ) : null}
      {failure && !failure.forbidden && !failure.invalid ? (
        <Alert>監査ログの取得に失敗しました。</Alert>
      ) : null}
      {data ? (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
            <table
              aria-busy={loading}
              className={`w-full min-w-[48rem] text-left text-sm ${loading ? 'opacity-60' : ''}`}
            >
              <caption className="sr-only">監査ログ（新しい順）</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold text-slate-600">
                <tr>
                  {columns.map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 whitespace-nowrap">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {formatInstant(entry.createdAt)}
                    </td>
                    <td className="px-4 py-3">{entry.operator ?? 'システム'}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{auditActionLabel(entry.action)}</td>
                    <td className="px-4 py-3 font-mono text-slate-500">{entry.no ?? '—'}</td>
                    <td className="px-4 py-3">
                      {describeAuditDetails(entry.details).map((line) => (
                        <span key={line} className="mr-3 inline-block">
                          {line}
                        </span>
                      ))}
                    </td>
                    <td className="px-4 py-3 tabular-nums">{entry.resultCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.entries.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-500">該当する記録はありません。</p>
            ) : null}
          </div>
          <nav aria-label="ページ送り" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">全{total.toLocaleString('ja-JP')}件</p>
            <div className="flex items-center gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => onChange(filters, page - 1)}>
                前へ
              </Button>
              <span className="px-2 text-sm text-slate-600 tabular-nums">
                {page + 1} / {pages} ページ
              </span>
              <Button
                variant="secondary"
                disabled={page + 1 >= pages}
                onClick={() => onChange(filters, page + 1)}
              >
                次へ
              </Button>
            </div>
          </nav>
        </>
      ) : loading ? (
        <p className="text-sm text-slate-500">読み込み中...</p>
      ) : null}
    </div>
  );
}
