import {
  questionIds,
  questionnaireCatalogue,
  type FreeTextKey,
  type QuestionId,
} from '@app/shared/questionnaire';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useScrollToNextQuestion } from '../hooks/use-scroll-to-next-question';
import type { Choice, CompanyField, DiagnosisDraft, QuestionnaireData } from '../types/diagnosis-draft';
import { questionnaireFromDraft } from '../utils/answers-codec';
import { computeProgress } from '../utils/compute-progress';
import { basicInfoElementId, fieldControlId, questionElementId } from '../utils/element-ids';
import {
  firstErrorKey,
  validateDiagnosis,
  type DiagnosisErrors,
  type DiagnosisFieldKey,
} from '../utils/validate-diagnosis';
import { BasicInfoSection } from './basic-info-section';
import { FreeTextSection } from './free-text-section';
import { ProgressHeader } from './progress-header';
import { QuestionCard } from './question-card';

// The catalogue is imported from @app/shared/questionnaire rather than fetched from
// GET /api/questionnaire: both come from the same package in the same release, so they cannot
// drift, and the form renders at once with no loading or failure state to handle.

interface DiagnosisFormProps {
  initialDraft: DiagnosisDraft;
  onComplete: (questionnaire: QuestionnaireData) => void;
  /** Told of every change, to keep a draft of it. */
  onDraftChange?: (draft: DiagnosisDraft) => void;
}

const isQuestionId = (key: DiagnosisFieldKey): key is QuestionId =>
  (questionIds as readonly string[]).includes(key);

// SPEC §5: scroll the block holding the first error into view, then move focus to its control.
function revealFirstError(key: DiagnosisFieldKey) {
  if (isQuestionId(key)) {
    const card = document.getElementById(questionElementId(key));
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const radio = card?.querySelector<HTMLInputElement>('input[type="radio"]');
    radio?.focus({ preventScroll: true });
  } else {
    document.getElementById(basicInfoElementId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(fieldControlId(key))?.focus({ preventScroll: true });
  }
}

export function DiagnosisForm({ initialDraft, onComplete, onDraftChange }: DiagnosisFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<DiagnosisErrors>({});
  const scrollToNext = useScrollToNextQuestion();

  useEffect(() => {
    onDraftChange?.(draft);
  }, [draft, onDraftChange]);

  const clearError = (key: DiagnosisFieldKey) =>
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  const changeCompany = (field: CompanyField, value: string) => {
    setDraft((current) => ({ ...current, companyInfo: { ...current.companyInfo, [field]: value } }));
    clearError(field);
  };

  const choose = (id: QuestionId, choice: Choice, how: { viaKeyboard: boolean }) => {
    setDraft((current) => {
      // SPEC §4: a non-E choice discards the text typed for E.
      const customTexts = { ...current.customTexts };
      if (choice !== 'E') delete customTexts[id];
      return { ...current, choices: { ...current.choices, [id]: choice }, customTexts };
    });
    clearError(id);
    // SPEC §4 moves on after a click; a keyboard choice keeps the focus, and the view, in this question.
    if (choice !== 'E' && !how.viaKeyboard) scrollToNext(id);
  };

  const changeCustomText = (id: QuestionId, text: string) =>
    setDraft((current) => ({ ...current, customTexts: { ...current.customTexts, [id]: text } }));

  const changeFreeText = (key: FreeTextKey, value: string) =>
    setDraft((current) => ({ ...current, freeText: { ...current.freeText, [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDiagnosis(draft);
    setErrors(found);
    const first = firstErrorKey(found);
    if (first) {
      revealFirstError(first);
      return;
    }
    onComplete(questionnaireFromDraft(draft));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="診断アンケート">
      <ProgressHeader percent={computeProgress(draft)} />
      <div className="mt-6 space-y-6">
        <BasicInfoSection values={draft.companyInfo} errors={errors} onChange={changeCompany} />

        <section aria-labelledby="questions-heading" className="space-y-4">
          <h2 id="questions-heading" className="px-1 text-lg font-bold text-slate-900">
            設問（全10問）
          </h2>
          {questionnaireCatalogue.questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              question={question}
              index={index}
              choice={draft.choices[question.id]}
              customText={draft.customTexts[question.id] ?? ''}
              error={errors[question.id]}
              onChoose={(choice, how) => choose(question.id, choice, how)}
              onCustomTextChange={(text) => changeCustomText(question.id, text)}
            />
          ))}
        </section>

        <FreeTextSection values={draft.freeText} onChange={changeFreeText} />

        <div className="flex flex-col items-center gap-3 pt-2">
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              未入力の項目があります。赤字の項目をご確認ください。
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-64">
            回答を完了する
          </Button>
        </div>
      </div>
    </form>
  );
}
