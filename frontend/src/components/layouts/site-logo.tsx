import { Link } from 'react-router';

/** Brand mark and name; links home. */
export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md font-bold text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 22V14M13 22V10M18 22v-6M23 22V8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="text-[15px] tracking-tight sm:text-base">DX・AI成熟度診断</span>
    </Link>
  );
}
