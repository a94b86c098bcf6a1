import { questions } from '@app/shared/questionnaire';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { phrasesOf } from '@/testing/phrases-of';
import { QuestionCard } from './question-card';

const challenges = questions.find((question) => question.id === 'q2')!;

describe('QuestionCard line breaks', () => {
  test('when a question is shown, then its text and options may break only between phrases, never inside 「不足している」', () => {
    render(
      <QuestionCard
        question={challenges}
        index={1}
        choice={undefined}
        customText=""
        onChoose={() => undefined}
        onCustomTextChange={() => undefined}
      />,
    );

    const option = screen.getByRole('radio', { name: '推進できる人材やノウハウが不足している' });
    expect(phrasesOf(option.nextElementSibling!)).toEqual([
      '推進できる',
      '人材や',
      'ノウハウが',
      '不足している',
    ]);
    const heading = screen.getByRole('heading', { name: /DXを進めるうえで/ });
    expect(phrasesOf(heading)).toEqual([
      'DXを',
      '進めるうえで、',
      '現在最も',
      '大きな',
      '課題は',
      'どれですか？',
    ]);
    // The <wbr> add nothing to the name the group is announced with (the text, then 「必須」).
    expect(
      screen.getByRole('radiogroup', { name: (name) => name.replace(/\s*必須$/, '') === challenges.text }),
    ).toBeInTheDocument();
  });
});
