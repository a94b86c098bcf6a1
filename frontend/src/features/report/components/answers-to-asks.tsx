import type { DiagnosisResult } from '@app/shared/contract';

type Answers = NonNullable<DiagnosisResult['answersToAsks']>;

/** What the visitor asked in their own words, each with the report's short answer. */
export function AnswersToAsks({ answers }: { answers: Answers }) {
  return (
    <dl className="space-y-4" data-testid="answers-to-asks">
      {answers.map((item, index) => (
        <div key={index} className="rounded-xl bg-slate-50 p-4">
          <dt className="mb-1 text-sm font-bold text-slate-900">「{item.question}」</dt>
          <dd className="leading-relaxed whitespace-pre-line text-slate-700">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
