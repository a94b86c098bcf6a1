import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { ReportView } from './report-view';

describe('ReportView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+09:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('when given a result, then every SPEC section is shown with its Japanese title and the viewing date', () => {
    render(<ReportView result={buildDiagnosisResult()} />);

    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
    expect(screen.getByText('2026年11月22日')).toBeInTheDocument();
    for (const title of [
      'エグゼクティブサマリー',
      '企業プロフィール',
      '課題分析',
      'ベンチマーク',
      '総合評価と現状認識',
      'DX推進状況の分析',
      '組織体制と推進力',
      '技術的課題とスキルギャップ',
      'AI活用への姿勢と実態のギャップ',
      '投資戦略とROIの考え方',
      '自由記述から見える具体的な課題',
      '推奨される次のステップ',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('データが部門ごとに分断されている')).toBeInTheDocument();
    expect(screen.getByText('AI人材の不足')).toBeInTheDocument();
  });

  test('when a detailed section text has line breaks, then they are kept', () => {
    render(<ReportView result={buildDiagnosisResult()} />);

    const section = screen.getByRole('region', { name: '総合評価と現状認識' });
    const body = within(section).getByText(/総合評価の本文/);
    expect(body.textContent).toBe('総合評価の本文。\n二行目。');
    expect(body).toHaveClass('whitespace-pre-line');
  });

  test('when the detailed analysis has an unknown key, then the key itself is its title', () => {
    const result = buildDiagnosisResult();
    const detailedAnalysis = { ...result.detailedAnalysis, marketOutlook: '市場の見通し' };

    render(<ReportView result={{ ...result, detailedAnalysis }} />);

    expect(screen.getByRole('region', { name: 'marketOutlook' })).toHaveTextContent('市場の見通し');
  });

  test.each([
    ['レベル1', 1, 'red'],
    ['成熟度は2です', 2, 'orange'],
    ['レベル３（推進期）', 3, 'yellow'],
    ['Level 4 / 5', 4, 'light-green'],
    ['5', 5, 'green'],
    ['判定不能', 1, 'red'],
  ])(
    'when the maturity level reads %s, then the ring shows level %i in %s',
    (maturityLevel, level, color) => {
      const base = buildDiagnosisResult();

      render(
        <ReportView result={{ ...base, executiveSummary: { ...base.executiveSummary, maturityLevel } }} />,
      );

      const ring = screen.getByTestId('maturity-ring');
      expect(ring).toHaveAttribute('data-level', String(level));
      expect(ring).toHaveAttribute('data-color', color);
    },
  );

  test('when scores are present, then the radar chart and the peer comparison are drawn', () => {
    render(<ReportView result={buildDiagnosisResult()} />);

    expect(screen.getByRole('img', { name: /レーダーチャート.*DX戦略・推進 62点/ })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '貴社の総合スコア' })).toHaveAttribute('aria-valuenow', '58');
    expect(screen.getByRole('meter', { name: '比較対象の平均' })).toHaveAttribute('aria-valuenow', '51');
    expect(screen.getByText(/同業種・同規模の12社/)).toBeInTheDocument();
  });

  test('when scores are absent, then no chart is rendered', () => {
    render(<ReportView result={buildDiagnosisResult({ scores: undefined })} />);

    expect(screen.queryByTestId('radar-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('peer-comparison')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'エグゼクティブサマリー' })).toBeInTheDocument();
  });

  test('when the result cannot be rendered, then the SPEC render-failure message replaces it', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...buildDiagnosisResult(), issueAnalysis: { high: null, medium: [] } } as never;

    render(<ReportView result={broken} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'ページの表示中に予期せぬエラーが発生しました。開発者コンソールをご確認ください。',
    );
    consoleError.mockRestore();
  });
});
