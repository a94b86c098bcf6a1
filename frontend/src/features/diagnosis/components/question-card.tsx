import { otherOptionLabel, type Question } from '@app/shared/questionnaire';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { controlStyles } from '@/components/ui/field-styles';
import { Phrases } from '@/components/ui/phrases';
import type { Choice } from '../types/diagnosis-draft';
import { otherTextId, questionElementId } from '../utils/element-ids';
import { keepQuestionInView } from '../utils/keep-question-in-view';

interface QuestionCardProps {
  question: Question;
  index: number;
  choice: Choice | undefined;
  customText: string;
  error?: string;
  /** `viaKeyboard`: the choice came from the arrow keys or Space; focus stays in this question. */
  onChoose: (choice: Choice, how: { viaKeyboard: boolean }) => void;
  onCustomTextChange: (text: string) => void;
}

export function QuestionCard({
  question,
  index,
  choice,
  customText,
  error,
  onChoose,
  onCustomTextChange,
}: QuestionCardProps) {
  const legendId = `${question.id}-legend`;
  const errorId = `${question.id}-error`;
  const card = useRef<HTMLElement>(null);
  const otherInput = useRef<HTMLInputElement>(null);
  // The key making the next choice: arrows move the choice with the focus, Space picks the focused
  // option. A pointer resets it.
  const choiceKey = useRef<'arrow' | 'space' | null>(null);
  const focusOtherOnReveal = useRef(false);
  const optionToKeepInView = useRef<Element | null>(null);
  const options: { letter: Choice; label: string }[] = [
    ...question.options,
    { letter: 'E', label: otherOptionLabel },
  ];

  // Focus the revealed text box only when the visitor picks E, not when E is restored.
  useEffect(() => {
    if (choice === 'E' && focusOtherOnReveal.current) otherInput.current?.focus();
    focusOtherOnReveal.current = false;
  }, [choice]);

  // After the render, so that the layout includes a text box E revealed or hid.
  useEffect(() => {
    const option = optionToKeepInView.current;
    optionToKeepInView.current = null;
    if (card.current && option) keepQuestionInView(card.current, option);
  }, [choice]);

  // Arrowing onto E selects it and keeps the focus in the group, where the arrows keep working;
  // a pointer or Space (even on E already selected) moves on into its text box.
  const focusOtherText = () => {
    if (otherInput.current) otherInput.current.focus();
    else focusOtherOnReveal.current = true;
  };
  // Browsers click the radio the arrow keys land on too; this runs before onChange.
  const clickOther = () => {
    if (choiceKey.current !== 'arrow') focusOtherText();
  };
  // Space clicks no radio that is already selected.
  const releaseKeyOnOther = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ' && event.currentTarget.checked) focusOtherText();
  };

  return (
    <section
      ref={card}
      id={questionElementId(question.id)}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <p className="text-xs font-bold tracking-wide text-blue-700">
        Q{index + 1}｜{question.topic}
      </p>
      <h3 id={legendId} className="mt-1.5 text-base leading-relaxed font-bold text-slate-900 sm:text-lg">
        <Phrases text={question.text} />
        <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 align-middle text-[11px] font-bold text-white">
          必須
        </span>
      </h3>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-4 grid gap-2.5"
        onKeyDown={(event) => {
          choiceKey.current = event.key.startsWith('Arrow') ? 'arrow' : event.key === ' ' ? 'space' : null;
        }}
        onPointerDown={() => {
          choiceKey.current = null;
        }}
      >
        {options.map((option) => {
          const checked = choice === option.letter;
          return (
            <label
              key={option.letter}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors ${
                checked
                  ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={question.id}
                value={option.letter}
                checked={checked}
                onClick={option.letter === 'E' ? clickOther : undefined}
                onKeyUp={option.letter === 'E' ? releaseKeyOnOther : undefined}
                onChange={(event) => {
                  if (choiceKey.current === 'arrow') {
                    optionToKeepInView.current = event.currentTarget.closest('label');
                  }
                  onChoose(option.letter, { viaKeyboard: choiceKey.current !== null });
                  choiceKey.current = null;
                }}
                className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
              />
              <span className="leading-relaxed text-slate-800">
                <Phrases text={option.label} />
              </span>
            </label>
          );
        })}
      </div>
      {choice === 'E' ? (
        <div className="mt-3">
          <label htmlFor={otherTextId(question.id)} className="mb-1.5 block text-sm font-bold text-slate-700">
            {/* Several E boxes can be open at once; the hidden number tells them apart when heard. */}
            <span className="sr-only">Q{index + 1} </span>「その他」の内容
          </label>
          <input
            ref={otherInput}
            id={otherTextId(question.id)}
            type="text"
            value={customText}
            placeholder="具体的な内容をご記入ください"
            onChange={(event) => onCustomTextChange(event.target.value)}
            className={controlStyles(false)}
          />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </section>
  );
}
