import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
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
});
