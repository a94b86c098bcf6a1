import type { SupportReference } from '@app/shared/contract';
import { isExternalUrl } from '../utils/external-url';
import { formatCheckedOn } from '../utils/format-checked-on';
import { HeadingPhrases } from './heading-phrases';

/** Public support programmes with their official pages and the day each was checked. */
export function SupportProgrammeList({ programmes }: { programmes: SupportReference[] }) {
  return (
    <ul className="space-y-4" data-testid="support-programmes">
      {programmes.map((programme, index) => (
        <li key={index} className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
          <h3 className="font-bold text-slate-900">
            {isExternalUrl(programme.url) ? (
              <a
                href={programme.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-blue-800 underline decoration-blue-300 underline-offset-4 hover:decoration-blue-700"
              >
                <HeadingPhrases text={programme.name} />
                <span className="sr-only">（新しいタブで開きます）</span>
              </a>
            ) : (
              <HeadingPhrases text={programme.name} />
            )}
          </h3>
          {/* Paper has no links: the address is printed instead. */}
          <p className="hidden text-xs break-all text-slate-500 print:block">{programme.url}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{programme.summary}</p>
          <p className="mt-2 text-xs text-slate-500">確認日：{formatCheckedOn(programme.checkedOn)}</p>
          {programme.note ? (
            <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900">
              {programme.note}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
