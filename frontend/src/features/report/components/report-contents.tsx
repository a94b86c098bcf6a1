import { HeadingPhrases } from './heading-phrases';

export interface ContentsEntry {
  /** The id of the section the entry jumps to. */
  id: string;
  title: string;
}

/**
 * The report's table of contents: in-page links to its sections, so that a phone reader can reach
 * the roadmap or the offer without scrolling through the whole report. Hidden on paper, where the
 * links lead nowhere.
 */
export function ReportContents({ entries }: { entries: ContentsEntry[] }) {
  return (
    <nav
      aria-labelledby="report-contents-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 print:hidden"
    >
      <h2 id="report-contents-heading" className="mb-2 text-base font-bold text-slate-900">
        目次
      </h2>
      <ol className="list-decimal gap-x-10 pl-6 text-sm marker:text-slate-400 sm:columns-2">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid">
            <a
              href={`#${entry.id}`}
              className="inline-block py-1.5 text-blue-700 underline-offset-2 hover:text-blue-900 hover:underline"
            >
              <HeadingPhrases text={entry.title} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
