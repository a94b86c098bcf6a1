import { useCallback, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

interface ReportLinkPanelProps {
  /** The relative link from the API (`/report/<token>`). */
  reportUrl: string;
  /** The report is not written yet: the link will open it once it is. */
  pending?: boolean;
  /** The address entered, when the site e-mailed the visitor a link to this report (GET /api/site). */
  emailedTo?: string;
}

/**
 * The private link to the report, with a copy button: without e-mail it is the way back to the
 * report; with e-mail it also says where a link to the same report was sent.
 */
export function ReportLinkPanel({ reportUrl, pending = false, emailedTo }: ReportLinkPanelProps) {
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const { status, copy } = useCopyToClipboard(useCallback(() => field.current, []));
  const absoluteUrl = new URL(reportUrl, window.location.origin).toString();

  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="rounded-2xl border border-blue-200 bg-blue-50/60 p-4 sm:p-5 print:hidden"
    >
      <h2 id={`${fieldId}-title`} className="font-bold text-slate-900">
        {pending ? 'レポートの保存用リンク（作成完了後に開けます）' : 'このレポートの保存用リンク'}
      </h2>
      <p id={hintId} className="mt-1 text-sm leading-relaxed break-words text-slate-700">
        {'このリンクを保存しておくと、あとからレポートを開けます。'}
        {emailedTo
          ? `このレポートを開くリンクを、ご入力のメールアドレス（${emailedTo}）にもお送りします（届くまで数分かかることがあります）。`
          : null}
        {'リンクを知っている方は誰でも閲覧できますので、共有する相手にご注意ください。'}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={fieldId} className="sr-only">
          レポートのリンク
        </label>
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={absoluteUrl}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-800"
        />
        <Button variant="secondary" onClick={() => void copy(absoluteUrl)} className="shrink-0">
          リンクをコピー
        </Button>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-bold text-blue-800">
        {status === 'copied' ? 'コピーしました' : null}
        {status === 'failed' ? 'コピーできませんでした。リンクを選択してコピーしてください。' : null}
      </p>
    </section>
  );
}
