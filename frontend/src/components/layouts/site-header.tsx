import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/hooks/use-site-info';
import { SiteLogo } from './site-logo';

/** Top bar: logo, and on the landing page a button to /start (SPEC §2). */
export function SiteHeader({ showStartButton = false }: { showStartButton?: boolean }) {
  const site = useSiteInfo();
  return (
    <>
      <header className="border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <SiteLogo />
          {showStartButton ? (
            <LinkButton to={paths.start} className="px-4 whitespace-nowrap">
              無料診断を始める
            </LinkButton>
          ) : null}
        </div>
      </header>
      {/* On paper (a printed or saved report) the first page names who provides the service. */}
      {site ? (
        <p className="mb-3 hidden gap-4 border-b border-slate-300 pb-1 text-[9pt] text-slate-600 print:flex">
          <span>DX・AI成熟度診断</span>
          <span>提供：{site.operatorName}</span>
        </p>
      ) : null}
    </>
  );
}
