import { Button } from '@/components/ui/button';

/** Total count and previous/next paging (beyond SPEC: the API reports the total). */
export function Pagination({
  total,
  page,
  limit,
  onPage,
}: {
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : page * limit + 1;
  const last = Math.min(total, (page + 1) * limit);
  return (
    <nav aria-label="ページ送り" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" data-testid="result-range">
        全{total}件中 {first}〜{last}件を表示
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          前へ
        </Button>
        <span className="px-2 text-sm text-slate-600 tabular-nums">
          {page + 1} / {pages} ページ
        </span>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          次へ
        </Button>
      </div>
    </nav>
  );
}
