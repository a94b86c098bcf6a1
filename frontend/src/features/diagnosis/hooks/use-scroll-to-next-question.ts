import { questionIds, type QuestionId } from '@app/shared/questionnaire';
import { useCallback, useEffect, useRef } from 'react';
import { questionElementId } from '../utils/element-ids';

/** SPEC §4/§9: wait before scrolling so the reader sees the choice register. */
export const scrollDelayMs = 300;

/** Schedules a smooth scroll to the question after `id`; nothing after the last one. */
export function useScrollToNextQuestion() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((id: QuestionId) => {
    clearTimeout(timer.current);
    const next = questionIds[questionIds.indexOf(id) + 1];
    if (!next) return;
    timer.current = setTimeout(() => {
      document
        .getElementById(questionElementId(next))
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, scrollDelayMs);
  }, []);
}
