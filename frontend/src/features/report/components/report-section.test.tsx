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

  test('when sections below the first screen are shown, then they are laid out one after another, top first', async () => {
    render(
      <>
        <ReportSection id="a" title="エグゼクティブサマリー" onFirstScreen>
          本文
        </ReportSection>
        <ReportSection id="b" title="課題分析">
          本文
        </ReportSection>
        <ReportSection id="c" title="ベンチマーク">
          本文
        </ReportSection>
      </>,
    );
    const [first, second, third] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);

    expect(first).not.toHaveClass('[content-visibility:auto]');
    expect(second).toHaveClass('[content-visibility:auto]', 'print:[content-visibility:visible]');
    expect(third).toHaveClass('[content-visibility:auto]');

    await vi.waitFor(() => expect(second).not.toHaveClass('[content-visibility:auto]'));
    await vi.waitFor(() => expect(third).not.toHaveClass('[content-visibility:auto]'));
  });

  test('when an in-page link is followed before every section is laid out, then they all are laid out first', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    render(
      <>
        <a href="#c">ベンチマークへ</a>
        <ReportSection id="b" title="課題分析">
          本文
        </ReportSection>
        <ReportSection id="c" title="ベンチマーク">
          本文
        </ReportSection>
      </>,
    );
    const sections = ['b', 'c'].map((id) => document.getElementById(id)!);
    let layoutWhenFollowed: boolean[] = [];
    const link = screen.getByRole('link', { name: 'ベンチマークへ' });
    link.addEventListener('click', (event) => {
      layoutWhenFollowed = sections.map((section) => section.classList.contains('[content-visibility:auto]'));
      event.preventDefault();
    });

    act(() => link.click());

    expect(layoutWhenFollowed).toEqual([false, false]);
  });
});
