import type { CallToAction as CallToActionContent } from '@app/shared/contract';
import { Fragment } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { contactParts } from '../utils/contact-links';
import { isExternalUrl } from '../utils/external-url';
import { HeadingPhrases } from './heading-phrases';

/** The contact text with its e-mail addresses and phone numbers as links (mailto:, tel:). */
function ContactText({ contact }: { contact: string }) {
  return (
    <>
      {contactParts(contact).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <a
            key={index}
            href={part.href}
            className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 print:text-slate-800 print:no-underline"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** Labels of the next step's terms, in the order they are listed. */
const nextStepLabels = [
  ['format', '形式'],
  ['minutes', '所要時間'],
  ['deliveredBy', '担当'],
  ['deliverable', 'ご相談のあとにお渡しするもの'],
] as const;

/** The provider's offer that closes the report: what it offers, what it would ask, how to reach it. */
export function CallToAction({ callToAction }: { callToAction: CallToActionContent }) {
  const { provider, offer, questions, contact, bookingUrl, nextStep } = callToAction;
  return (
    <div className="space-y-5" data-testid="call-to-action">
      <div className="rounded-xl bg-blue-50 p-4 sm:p-5 print:border print:border-blue-200">
        <p className="text-sm font-bold text-blue-900">{provider}</p>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{offer}</p>
        {nextStep ? (
          <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="next-step">
            {nextStepLabels.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="font-bold text-blue-900">{label}</dt>
                <dd className="text-slate-800">
                  {key === 'minutes' ? `${nextStep.minutes}分` : nextStep[key]}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {questions.length > 0 ? (
        <div className="break-inside-avoid">
          <h3 className="mb-2 font-bold text-slate-900">
            <HeadingPhrases text="次回のご相談でお伺いしたいこと" />
          </h3>
          <ol className="list-decimal space-y-1.5 pl-6 leading-relaxed text-slate-700">
            {questions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <dl className="break-inside-avoid">
        <dt className="text-xs font-bold text-slate-500">お問い合わせ先</dt>
        <dd className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-800">
          <ContactText contact={contact} />
        </dd>
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
