import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import Landing from './landing';

describe('/', () => {
  test('the landing shows every SPEC section and links to /start', () => {
    renderRoute(<Landing />, { path: '/' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(/診断は5分で完了/).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'こんなお悩みはありませんか？' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    for (const title of [
      '客観的な成熟度評価',
      '業界比較',
      'アクションプラン',
      '売上',
      '業務効率',
      'コスト・IT投資',
      '組織の一体感',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link', { name: /診断を始める/ })) {
      expect(link).toHaveAttribute('href', '/start');
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      '/start',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
