import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Footer with the privacy-policy link to /start and the current year (SPEC §2). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6">
        <Link to={paths.start} className="rounded hover:text-blue-700 hover:underline">
          プライバシーポリシー
        </Link>
        <p>© {new Date().getFullYear()} DX・AI成熟度診断</p>
      </div>
    </footer>
  );
}
