import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/hooks/use-site-info';

/**
 * Footer with the privacy-policy link to /start and the current year (SPEC §2), and who runs the
 * service with where to ask about personal data (configuration, GET /api/site).
 */
export function SiteFooter() {
  const site = useSiteInfo();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-start sm:px-6">
        <div className="space-y-1.5 text-center sm:text-left">
          <Link to={paths.start} className="rounded hover:text-blue-700 hover:underline">
            プライバシーポリシー
          </Link>
          {site ? (
            <dl className="space-y-0.5 text-xs leading-relaxed">
              <div>
                <dt className="inline">運営：</dt>
                <dd className="inline">{site.operatorName}</dd>
              </div>
              <div>
                <dt className="inline">個人情報の取り扱いについて：</dt>
                <dd className="inline break-words">{site.privacyContact}</dd>
              </div>
            </dl>
          ) : null}
        </div>
        <p className="shrink-0">© {new Date().getFullYear()} DX・AI成熟度診断</p>
      </div>
    </footer>
  );
}
