import { Button } from '@/components/ui/button';

/** Total count and previous/next paging (beyond SPEC: the API reports the total). */
export function Pagination({
  total,
  totalIsCapped = false,
  page,
  limit,
  onPage,
}: {
  total: number;
  /** At least `total` match; paging goes on past the last counted page. */
  totalIsCapped?: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const counted = Math.max(1, Math.ceil(total / limit));
  const pages = totalIsCapped ? Math.max(counted, page + 2) : counted;
  const first = total === 0 ? 0 : page * limit + 1;
  const last = totalIsCapped ? (page + 1) * limit : Math.min(total, (page + 1) * limit);
  return (
    <nav aria-label="ページ送り" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" data-testid="result-range">
        全{total.toLocaleString('ja-JP')}件{totalIsCapped ? '以上' : ''}中 {first}〜{last}件を表示
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          前へ
        </Button>
        <span className="px-2 text-sm text-slate-600 tabular-nums">
          {page + 1} / {pages}
          {totalIsCapped ? '+' : ''} ページ
        </span>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          次へ
        </Button>
      </div>
    </nav>
  );
}
