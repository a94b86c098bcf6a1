import {
  adminPageSizes,
  type AdminPageSize,
  type AdminResponseRow,
  type DiagnosisResult,
} from '@app/shared/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { downloadResponsesCsv } from '../api/download-responses-csv';
import { emptyFilters } from '../api/get-responses';
import { useAdminResponses } from '../hooks/use-admin-responses';
import { AdminLayout } from './admin-layout';
import { Pagination } from './pagination';
import { ResponseDetailDialog } from './response-detail-dialog';
import { ResponseFiltersForm } from './response-filters';
import { detailButtonId, ResponsesTable } from './responses-table';
import { RetentionNotice } from './retention-notice';

interface ResponsesDashboardProps {
  token: string;
  onLogout: () => void;
  /** Called when the API no longer accepts the token. */
  onUnauthorized: () => void;
  renderReport: (result: DiagnosisResult) => ReactNode;
  /** Links to the other admin pages, shown in the header beside the logout. */
  navigation?: ReactNode;
}

const listHeadingId = 'responses-heading';

/** The operator's list of responses: filters, page size, paging, CSV export and the detail dialog. */
export function ResponsesDashboard({
  token,
  onLogout,
  onUnauthorized,
  renderReport,
  navigation,
}: ResponsesDashboardProps) {
  const list = useAdminResponses({ token, onUnauthorized });
  const [selected, setSelected] = useState<AdminResponseRow | null>(null);
  // The row whose dialog was opened last: its 詳細 button gets focus back on close.
  const openedNo = useRef<number | null>(null);
  const [csvState, setCsvState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // Raised when a lead's status changes or a lead goes: the retention preview is read again.
  const [retentionVersion, setRetentionVersion] = useState(0);
  // The lead e-mail links one lead (`?no=42`): its dialog shows once the list has that row, until closed.
  const [searchParams] = useSearchParams();
  const [linkedNo] = useState(() => searchParams.get('no'));
  const [linkedClosed, setLinkedClosed] = useState(false);
  const linkedRow =
    linkedNo && !linkedClosed && !list.loading
      ? (list.rows.find((candidate) => String(candidate.no) === linkedNo) ?? null)
      : null;
  const shown = selected ?? linkedRow;
  const close = () => {
    if (linkedRow && openedNo.current === null) openedNo.current = linkedRow.no;
    setSelected(null);
    setLinkedClosed(true);
  };

  async function handleCsv() {
    setCsvState('busy');
    try {
      await downloadResponsesCsv({ token, filters: list.filters });
      setCsvState('idle');
    } catch (error) {
      if ((error as { status?: number }).status === 401) onUnauthorized();
      else setCsvState('failed');
    }
  }

  return (
    <AdminLayout
      title="回答一覧"
      actions={
        <div className="flex shrink-0 items-center gap-2 whitespace-nowrap sm:gap-3">
          {navigation}
          <Button variant="secondary" onClick={onLogout}>
            ログアウト
          </Button>
        </div>
      }
    >
      <div className="space-y-6">
        {/* Focus lands here when the dialog of a deleted response closes. */}
        <h1 id={listHeadingId} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          回答一覧
        </h1>
        <RetentionNotice
          token={token}
          version={retentionVersion}
          onShowLead={(no) => list.search({ ...emptyFilters, noFrom: String(no), noTo: String(no) })}
        />
        <ResponseFiltersForm applied={list.filters} onSearch={list.search} onClear={list.clear} />

        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <label htmlFor="page-size" className={labelStyles}>
              表示件数
            </label>
            <select
              id="page-size"
              className={`${controlStyles(false)} w-32`}
              value={list.limit}
              onChange={(event) => list.setLimit(Number(event.target.value) as AdminPageSize)}
            >
              {adminPageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}件
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={handleCsv} disabled={csvState === 'busy'}>
            {csvState === 'busy' ? 'ダウンロード中...' : 'CSVダウンロード'}
          </Button>
        </div>

        {csvState === 'failed' ? <Alert>CSVのダウンロードに失敗しました。</Alert> : null}
        {list.failed ? <Alert>データの取得に失敗しました。</Alert> : null}
        {list.loading ? (
          <p role="status" className="text-sm text-slate-500">
            読み込み中...
          </p>
        ) : null}

        {!list.failed && !list.loading && list.rows.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            該当する回答はありません。
          </p>
        ) : list.rows.length > 0 ? (
          <ResponsesTable
            rows={list.rows}
            busy={list.loading}
            onOpen={(row) => {
              openedNo.current = row.no;
              setSelected(row);
            }}
            sort={list.sort}
            onSort={list.toggleSort}
          />
        ) : null}

        <Pagination
          total={list.total}
          totalIsCapped={list.totalIsCapped}
          page={list.page}
          limit={list.limit}
          onPage={list.setPage}
        />
      </div>
      <ResponseDetailDialog
        row={shown}
        onClose={close}
        renderReport={renderReport}
        token={token}
        onCloseAutoFocus={(event) => {
          const target =
            openedNo.current === null
              ? document.getElementById(listHeadingId)
              : document.getElementById(detailButtonId(openedNo.current));
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        onSaved={(row) => {
          list.replaceRow(row);
          setSelected(row);
          setRetentionVersion((version) => version + 1);
        }}
        onDeleted={() => {
          // Its row goes with the reload: focus returns to the list's heading instead.
          openedNo.current = null;
          setSelected(null);
          setLinkedClosed(true);
          list.reload();
          setRetentionVersion((version) => version + 1);
        }}
        onUnauthorized={onUnauthorized}
      />
    </AdminLayout>
  );
}
