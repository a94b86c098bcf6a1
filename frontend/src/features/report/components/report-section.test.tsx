import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { phrasesOf } from '@/testing/phrases-of';
import { ReportSection } from './report-section';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('ReportSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('when 10% of a section comes into view, then it fades and slides in', () => {
    let notify: Callback = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          notify = callback;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <ReportSection id="s" title="課題分析">
        本文
      </ReportSection>,
    );
    const section = screen.getByRole('region', { name: '課題分析' });
    expect(section).toHaveAttribute('data-visible', 'false');
    expect(section).toHaveClass('opacity-0');
    expect(options[0]?.threshold).toBe(0.1);

    act(() => notify([{ isIntersecting: true }]));

    expect(section).toHaveAttribute('data-visible', 'true');
    expect(section).toHaveClass('opacity-100', 'translate-y-0');
  });

  test('when a section is titled, then its heading may break only between phrases and keeps its name', () => {
    render(
      <ReportSection id="s" title="領域別スコアと業界比較">
        本文
      </ReportSection>,
    );

    const heading = screen.getByRole('heading', { name: '領域別スコアと業界比較' });
    expect(phrasesOf(heading.querySelector('span:not([aria-hidden])')!)).toEqual([
      '領域別スコアと',
      '業界比較',
    ]);
    expect(screen.getByRole('region', { name: '領域別スコアと業界比較' })).toHaveAttribute('id', 's');
  });
});
