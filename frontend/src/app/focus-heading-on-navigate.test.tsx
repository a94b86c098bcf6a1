import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { FocusHeadingOnNavigate } from './focus-heading-on-navigate';

const LazyNext = lazy(async () => ({
  default: () => (
    <main>
      <h1>次の画面</h1>
    </main>
  ),
}));

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <FocusHeadingOnNavigate />
      <Suspense fallback={null}>
        <Routes>
          <Route
            path="/"
            element={
              <main>
                <h1>最初の画面</h1>
                <Link to="/next">次へ</Link>
              </main>
            }
          />
          <Route path="/next" element={<LazyNext />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('FocusHeadingOnNavigate', () => {
  test('when the first page loads, then focus stays where the browser put it', () => {
    renderApp();

    expect(screen.getByRole('heading', { name: '最初の画面' })).not.toHaveFocus();
  });

  test('when the visitor moves to a lazily loaded screen, then its heading gets focus without joining the tab order', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.click(screen.getByRole('link', { name: '次へ' }));

    const heading = await screen.findByRole('heading', { name: '次の画面' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
