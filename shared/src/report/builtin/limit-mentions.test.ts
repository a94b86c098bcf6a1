import { describe, expect, test } from 'vitest';
import { limitMentions } from './limit-mentions';

describe('limitMentions', () => {
  test('when the focus is named four times in one text, then the third and fourth become 「この取り組み」', () => {
    expect(
      limitMentions(
        '予約の一元化を始めます。予約の一元化の担当を決め、予約の一元化の効果を測り、予約の一元化を広げます。',
        '予約の一元化',
      ),
    ).toBe(
      '予約の一元化を始めます。予約の一元化の担当を決め、この取り組みの効果を測り、この取り組みを広げます。',
    );
  });

  test('when the focus is named twice or less, then the text is unchanged', () => {
    const twice = '予約の一元化を始めます。予約の一元化の担当を決めます。';
    expect(limitMentions(twice, '予約の一元化')).toBe(twice);
    expect(limitMentions('担当を決めます。', '予約の一元化')).toBe('担当を決めます。');
  });
});
