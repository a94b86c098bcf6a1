import type { ReactNode } from 'react';

/** Frame of the admin pages: a plain bar with the product name and optional actions. */
export function AdminLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{`${title}｜DX・AI成熟度診断 管理画面`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-slate-200 bg-white">
        {/* On a phone the actions wrap under the product name instead of squeezing it letter by letter. */}
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
          <p className="font-bold whitespace-nowrap text-slate-900">
            DX・AI成熟度診断 <span className="font-medium text-slate-500">管理画面</span>
          </p>
          {actions}
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
