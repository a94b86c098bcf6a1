/** A grey bar standing for one line of small text (its line box, 1.25rem, included). */
function TextLine({ className = '', tone = 'bg-slate-200' }: { className?: string; tone?: string }) {
  return (
    <div className={`flex h-5 items-center ${className}`}>
      <div className={`h-3 w-full rounded ${tone}`} />
    </div>
  );
}

/**
 * The report link page while its report loads: the report's first screen in outline (the note on
 * the link, the header, the summary), with about the heights they wrap to at each width. It is at
 * least a screen tall, so the footer waits below the fold and the report, when it replaces the
 * outline, moves nothing already in view (issue 22: the footer used to show first and then be
 * pushed away).
 */
export function LinkedReportLoading() {
  return (
    <div className="min-h-screen space-y-6">
      <h1 className="sr-only">診断レポートを読み込んでいます</h1>
      <div aria-hidden="true" className="space-y-3">
        <div>
          <TextLine />
          <TextLine className="lg:hidden" />
          <TextLine className="w-2/3 sm:hidden" />
        </div>
        <div className="h-11 w-36 rounded-lg border border-slate-200 bg-white" />
      </div>
      <div className="rounded-2xl bg-gradient-to-br from-slate-900 to-blue-900 p-5 text-white sm:p-8">
        <p className="text-sm font-medium tracking-wide text-blue-200">DX・AI成熟度診断レポート</p>
        <div className="mt-2 flex h-8 items-center gap-3 sm:h-9">
          <span
            aria-hidden="true"
            className="h-6 w-6 shrink-0 animate-spin rounded-full border-[3px] border-blue-300/40 border-t-white motion-reduce:animate-none"
          />
          <p className="font-bold" role="status">
            レポートを読み込んでいます...
          </p>
        </div>
        <div aria-hidden="true" className="mt-3 sm:mt-4">
          <TextLine tone="bg-white/15" className="w-44 sm:w-96" />
          <TextLine tone="bg-white/15" className="w-36 sm:hidden" />
          <TextLine tone="bg-white/15" className="w-52 sm:hidden" />
        </div>
      </div>
      <div
        aria-hidden="true"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm motion-safe:animate-pulse sm:p-7"
      >
        <div className="mb-4 flex h-7 items-center">
          <div className="h-6 w-52 max-w-full rounded bg-slate-200" />
        </div>
        <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start md:gap-6">
          <div className="flex items-center gap-5 md:flex-col md:gap-2 md:px-4">
            <div className="h-28 w-28 shrink-0 rounded-full border-[12px] border-slate-100 sm:h-36 sm:w-36" />
            <div className="w-40 space-y-2">
              <TextLine />
              <TextLine className="w-2/3" />
            </div>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
            {[0, 1, 2, 3].map((item) => (
              <div key={item} className="h-40 rounded-xl bg-slate-100" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
