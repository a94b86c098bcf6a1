import type { CallToAction as CallToActionContent } from '@app/shared/contract';
import { buttonStyles } from '@/components/ui/button-styles';
import { isExternalUrl } from '../utils/external-url';

/** The provider's offer that closes the report: what it offers, what it would ask, how to reach it. */
export function CallToAction({ callToAction }: { callToAction: CallToActionContent }) {
  const { provider, offer, questions, contact, bookingUrl } = callToAction;
  return (
    <div className="space-y-5" data-testid="call-to-action">
      <div className="rounded-xl bg-blue-50 p-4 sm:p-5 print:border print:border-blue-200">
        <p className="text-sm font-bold text-blue-900">{provider}</p>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{offer}</p>
      </div>
      {questions.length > 0 ? (
        <div className="break-inside-avoid">
          <h3 className="mb-2 font-bold text-slate-900">次回のご相談でお伺いしたいこと</h3>
          <ol className="list-decimal space-y-1.5 pl-6 leading-relaxed text-slate-700">
            {questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <dl className="break-inside-avoid">
        <dt className="text-xs font-bold text-slate-500">お問い合わせ先</dt>
        <dd className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-800">{contact}</dd>
      </dl>
      {isExternalUrl(bookingUrl) ? (
        <div>
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}
          >
            ご相談を予約する
            <span className="sr-only">（新しいタブで開きます）</span>
          </a>
          {/* Buttons are hidden on paper, so the printed report shows where to book. */}
          <p className="hidden text-sm break-all text-slate-700 print:block">ご予約：{bookingUrl}</p>
        </div>
      ) : null}
    </div>
  );
}
