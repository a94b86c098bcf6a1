import type { DecisionBrief as DecisionBriefContent } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullDiagnosisResult } from '@/testing/result-factory';
import { DecisionBrief } from './decision-brief';
import { ReportView } from './report-view';

const brief: DecisionBriefContent = {
  companyName: 'テスト工業株式会社',
  preparedBy: '佐藤花子 様（一般社員）',
  level: 'レベル2：デジタル化初期',
  overall: 38.4,
  issue: '見積・請求の効率化',
  issueArea: 'DX推進・戦略',
  firstStep: {
    period: '0〜3か月',
    title: '見積・請求の効率化：現状を把握し、小さく試す',
    action: '見積・受注・請求の流れと帳票を洗い出します。',
    owner: '管理部門の責任者',
    measure: '見積1件あたりの作成時間（分）',
    budget: 'クラウド型の見積・請求書作成システムの小規模プランの範囲。',
  },
  decision:
    '「見積・請求の効率化：現状を把握し、小さく試す」に0〜3か月で着手し、推進を管理部門の責任者に任せることをご判断ください。',
};

describe('DecisionBrief', () => {
  test('when rendered, then it gives the level, the one issue, the first step and the decision asked for', () => {
    render(<DecisionBrief brief={brief} />);

    const page = screen.getByRole('region', { name: /ご判断のお願い/ });
    expect(page).toHaveTextContent('レベル2：デジタル化初期（総合スコア 38 / 100）');
    expect(page).toHaveTextContent('見積・請求の効率化（領域：DX推進・戦略）');
    expect(page).toHaveTextContent('最初の一歩（0〜3か月）：見積・請求の効率化：現状を把握し、小さく試す');
    expect(page).toHaveTextContent('担当管理部門の責任者');
    expect(page).toHaveTextContent('成果を測る数字見積1件あたりの作成時間（分）');
    expect(within(page).getByText(brief.decision)).toBeInTheDocument();
    expect(page).toHaveTextContent('作成：佐藤花子 様（一般社員）');
  });

  test('when printed, then the brief starts and ends a page of its own and is not split', () => {
    render(<DecisionBrief brief={brief} />);

    const page = screen.getByTestId('decision-brief');
    expect(page).toHaveClass('print:break-before-page', 'print:break-after-page', 'print:break-inside-avoid');
    expect(screen.getByText(/印刷すると/)).toHaveClass('print:hidden');
  });

  test('when the result carries a brief, then the report shows it after the close; without one, it does not', () => {
    const { unmount } = render(<ReportView result={buildFullDiagnosisResult({ decisionBrief: brief })} />);

    const page = screen.getByTestId('decision-brief');
    expect(screen.getByTestId('call-to-action').compareDocumentPosition(page)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    unmount();

    render(<ReportView result={buildFullDiagnosisResult()} />);
    expect(screen.queryByTestId('decision-brief')).not.toBeInTheDocument();
  });
});
