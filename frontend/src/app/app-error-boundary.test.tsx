import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('AppErrorBoundary', () => {
  test('when a screen throws, then a Japanese fallback with a reload button replaces it', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'ページを表示できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('予期せぬエラーが発生しました');
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
