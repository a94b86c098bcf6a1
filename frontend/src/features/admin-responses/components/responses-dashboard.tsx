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
import { downloadReportsJsonl } from '../api/download-reports-jsonl';
import { downloadResponsesCsv } from '../api/download-responses-csv';
import { emptyFilters, type ResponseFilters, type ResponseSort } from '../api/get-responses';
import { useAdminResponses } from '../hooks/use-admin-responses';
import { useMediaQuery } from '../hooks/use-media-query';
import { useOperatorRole } from '../hooks/use-operator-role';
import { useOperators } from '../hooks/use-operators';
import { AdminLayout } from './admin-layout';
import { AdminHeaderActions } from './admin-navigation';
import { responseRowId } from './lead-row-parts';
import { Pagination } from './pagination';
import { ResponseDetailDialog } from './response-detail-dialog';
import { ResponseFiltersForm } from './response-filters';
import { ResponsesCards } from './responses-cards';
import { ResponsesTable } from './responses-table';
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

/** From this width the list is a table; below it, a card per lead (a phone). */
const tableMediaQuery = '(min-width: 48rem)';

/** The orders the phone layout offers in a menu (the table sorts from its column headers). */
const sortChoices: { sort: ResponseSort; label: string }[] = [
  { sort: { key: 'no', order: 'desc' }, label: '新しい順' },
  { sort: { key: 'no', order: 'asc' }, label: '古い順' },
  { sort: { key: 'timestamp', order: 'desc' }, label: '日時の新しい順' },
  { sort: { key: 'timestamp', order: 'asc' }, label: '日時の古い順' },
  { sort: { key: 'score', order: 'desc' }, label: 'スコアの高い順' },
  { sort: { key: 'score', order: 'asc' }, label: 'スコアの低い順' },
  { sort: { key: 'level', order: 'desc' }, label: 'レベルの高い順' },
  { sort: { key: 'level', order: 'asc' }, label: 'レベルの低い順' },
];
const sortValue = (sort: ResponseSort) => `${sort.key}:${sort.order}`;

/** A compact select beside its label in the list's toolbar (the form fields' look, not their full width). */
const toolbarSelectStyles =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-blue-600 focus:ring-2 focus:ring-blue-600/20 focus:outline-none';

type DownloadState = 'idle' | 'busy' | 'failed' | 'forbidden';

/**
 * One export button's state: busy while the file is fetched, failed with a message, forbidden for
 * an operator whose role exports nothing (a member); a 401 ends the session instead.
 */
function useDownload(
  download: (options: { token: string; filters: ResponseFilters }) => Promise<void>,
  onUnauthorized: () => void,
) {
  const [state, setState] = useState<DownloadState>('idle');
  async function start(options: { token: string; filters: ResponseFilters }) {
    setState('busy');
    try {
      await download(options);
      setState('idle');
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401) onUnauthorized();
      else setState(status === 403 ? 'forbidden' : 'failed');
    }
  }
  return { state, start };
}

/**
 * The operator's list of responses: filters, page size, paging, the CSV and report exports and the
 * detail dialog. A table on a wide screen, a card per lead on a phone.
 */
export function ResponsesDashboard({
  token,
  onLogout,
  onUnauthorized,
  renderReport,
  navigation,
}: ResponsesDashboardProps) {
  const list = useAdminResponses({ token, onUnauthorized });
  const wide = useMediaQuery(tableMediaQuery, true);
  const [selected, setSelected] = useState<AdminResponseRow | null>(null);
  // The row whose dialog was opened last: it gets focus back on close.
  const openedNo = useRef<number | null>(null);
  const csv = useDownload(downloadResponsesCsv, onUnauthorized);
  const reports = useDownload(downloadReportsJsonl, onUnauthorized);
  // Exports and deletion are the admin role's (a member follows leads up).
  const role = useOperatorRole(token);
  const operators = useOperators(token);
  const isAdmin = role === 'admin';
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

  const open = (row: AdminResponseRow) => {
    openedNo.current = row.no;
    setSelected(row);
  };

  return (
    <AdminLayout
      title="回答一覧"
      actions={<AdminHeaderActions onLogout={onLogout}>{navigation}</AdminHeaderActions>}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Focus lands here when the dialog of a deleted response closes. */}
          <h1
            id={listHeadingId}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            回答一覧
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            {wide ? null : (
              <>
                <label htmlFor="list-order" className="text-sm font-bold text-slate-800">
                  並び順
                </label>
                <select
                  id="list-order"
                  className={toolbarSelectStyles}
                  value={sortValue(list.sort)}
                  onChange={(event) => {
                    const choice = sortChoices.find((each) => sortValue(each.sort) === event.target.value);
                    if (choice) list.setSort(choice.sort);
                  }}
                >
                  {sortChoices.map((choice) => (
                    <option key={sortValue(choice.sort)} value={sortValue(choice.sort)}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </>
            )}
            <label htmlFor="page-size" className="text-sm font-bold text-slate-800">
              表示件数
            </label>
            <select
              id="page-size"
              className={toolbarSelectStyles}
              value={list.limit}
              onChange={(event) => list.setLimit(Number(event.target.value) as AdminPageSize)}
            >
              {adminPageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}件
                </option>
              ))}
            </select>
            {role === 'member' ? (
              <p className="text-sm text-slate-600">
                メンバー権限のため、エクスポートと削除は管理者が行います。
              </p>
            ) : null}
            {isAdmin ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => void csv.start({ token, filters: list.filters })}
                  disabled={csv.state === 'busy'}
                >
                  {csv.state === 'busy' ? 'ダウンロード中...' : 'CSVダウンロード'}
                </Button>
                {/* The CSV has one row per lead without its report; the reports come as JSON lines. */}
                <Button
                  variant="secondary"
                  title="絞り込んだ回答の診断結果を1行に1件のJSON（JSON Lines）で保存します"
                  onClick={() => void reports.start({ token, filters: list.filters })}
                  disabled={reports.state === 'busy'}
                >
                  {reports.state === 'busy' ? 'ダウンロード中...' : '診断結果JSONダウンロード'}
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <RetentionNotice
          token={token}
          version={retentionVersion}
          onShowLead={(no) => list.search({ ...emptyFilters, noFrom: String(no), noTo: String(no) })}
        />
        <ResponseFiltersForm
          applied={list.filters}
          onSearch={list.search}
          onClear={list.clear}
          operators={operators}
        />

        {csv.state === 'failed' ? <Alert>CSVのダウンロードに失敗しました。</Alert> : null}
        {reports.state === 'failed' ? <Alert>診断結果JSONのダウンロードに失敗しました。</Alert> : null}
        {csv.state === 'forbidden' || reports.state === 'forbidden' ? (
          <Alert>一覧のエクスポートは管理者（admin）の権限が必要です。</Alert>
        ) : null}
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
          wide ? (
            <ResponsesTable
              rows={list.rows}
              busy={list.loading}
              onOpen={open}
              sort={list.sort}
              onSort={list.toggleSort}
            />
          ) : (
            <ResponsesCards rows={list.rows} busy={list.loading} onOpen={open} />
          )
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
        canDelete={isAdmin}
        onCloseAutoFocus={(event) => {
          const target =
            openedNo.current === null
              ? document.getElementById(listHeadingId)
              : document.getElementById(responseRowId(openedNo.current));
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
