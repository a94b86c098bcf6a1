import type { AdminResponseRow } from '@app/shared/contract';
import { answeredChoices, answeredFreeTexts, otherOptionLabel } from '@app/shared/questionnaire';
import { formatScore, leadLabels } from '../utils/lead-labels';

/**
 * What the visitor answered, with the question and option wording of the questionnaire version
 * they saw: company details, the ten choices (E with its own text) and the free text.
 */
export function ResponseAnswers({ row }: { row: AdminResponseRow }) {
  if (!row.answers) return null;
  const labels = leadLabels(row);
  const choices = answeredChoices(row.questionnaireVersion ?? '', row.answers);
  const freeTexts = answeredFreeTexts(row.freeText ?? {});
  const facts: [string, string][] = [
    ['業種', labels.industry],
    ['規模', labels.companySize],
    ['役職', labels.position],
    ['設立年数', labels.establishmentYear],
    ['レベル', row.level ? String(row.level) : '—'],
    ['スコア', formatScore(row.score) || '—'],
    ['作成方法', labels.writer || '—'],
  ];

  return (
    <section
      aria-labelledby="response-answers-heading"
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h3 id="response-answers-heading" className="text-base font-bold text-slate-900">
        回答内容
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-bold text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>

      <ol className="mt-5 space-y-3 text-sm">
        {choices.map((choice, index) => (
          <li key={choice.id} className="border-t border-slate-100 pt-3">
            <p className="font-bold text-slate-700">
              Q{index + 1}. {choice.topic}
            </p>
            <p className="text-xs text-slate-500">{choice.text}</p>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
              {choice.letter === null ? (
                '未回答'
              ) : choice.letter === 'E' ? (
                <>
                  <span className="font-bold">E（{otherOptionLabel}）</span>：
                  {choice.answer || '（記入なし）'}
                </>
              ) : (
                <>
                  <span className="font-bold">{choice.letter}</span>：{choice.answer}
                </>
              )}
            </p>
          </li>
        ))}
      </ol>

      <h4 className="mt-5 text-sm font-bold text-slate-900">自由記述</h4>
      <dl className="mt-2 space-y-3 text-sm">
        {freeTexts.map((entry) => (
          <div key={entry.key}>
            <dt className="text-xs font-bold text-slate-500">{entry.label}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{entry.text || '（記入なし）'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
