import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildDiagnosisResult, buildFullDiagnosisResult } from '@/testing/result-factory';
import { buildSiteInfo } from '@/testing/site-info-factory';
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

    expect(screen.getByRole('img', { name: /レーダーチャート.*DX推進・戦略 62点/ })).toBeInTheDocument();
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

  test('when the result has every newer field, then the sections follow the report order', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    const titles = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(titles).toEqual([
      'report-summary-heading',
      'report-scores-heading',
      'report-profile-heading',
      'report-issues-heading',
      'report-benchmark-heading',
      'report-points-to-confirm-heading',
      'report-detail-overall-heading',
      'report-detail-dxProgress-heading',
      'report-detail-organization-heading',
      'report-detail-technicalAndSkills-heading',
      'report-detail-aiAdoption-heading',
      'report-detail-investmentStrategy-heading',
      'report-detail-freeTextInsights-heading',
      'report-roadmap-heading',
      'report-support-heading',
      'report-call-to-action-heading',
    ]);
  });

  test('when the result has every newer field, then the scores show both shapes, the band, the ladder and readiness', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    const scores = screen.getByRole('region', { name: '領域別スコアと業界比較' });
    expect(
      within(scores).getByRole('img', {
        name: /貴社 DX推進・戦略 62点.*比較対象の平均（参考） DX推進・戦略 55点/,
      }),
    ).toBeInTheDocument();
    expect(within(scores).getByText('比較対象の平均（参考）')).toBeInTheDocument();
    expect(within(scores).getByText('同業・同規模の中では中位程度')).toBeInTheDocument();
    expect(within(scores).getByText('推定される位置：下から40〜70%の間')).toBeInTheDocument();
    expect(
      within(scores).getByText(/本診断の同業・同規模12社と公開統計を組み合わせた推計/),
    ).toBeInTheDocument();
    expect(within(scores).getByText('下位')).toBeInTheDocument(); // the AI dimension's band
    expect(within(scores).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'レベル3業務デジタル化・データ活用',
    );
    expect(
      within(scores).getByRole('heading', { name: '次のレベル（レベル4：全社DX推進）に必要なこと' }),
    ).toBeInTheDocument();
    expect(within(scores).getByText('総合スコアをあと12点')).toBeInTheDocument();
    expect(within(scores).getByTestId('readiness-score')).toHaveTextContent('変革への準備度 72 / 100');
    expect(
      within(scores).getByText('意欲・関心・緊急度から算出。成熟度レベルには含みません'),
    ).toBeInTheDocument();
  });

  test('when the standing is a band, then no precise rank or percentage is shown', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    expect(document.body).not.toHaveTextContent(/上位約/);
    expect(document.body).not.toHaveTextContent(/64%/);
    expect(document.body).not.toHaveTextContent(/を上回っています/);
  });

  test('when the result has every newer field, then the roadmap, support, points to confirm and the offer are shown', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    const points = screen.getByRole('region', { name: '確認させていただきたい点' });
    expect(within(points).getByText(/優先順位を伺えますか/)).toBeInTheDocument();

    const roadmap = screen.getByRole('region', { name: 'ロードマップ' });
    const phases = within(roadmap).getAllByRole('article');
    expect(phases).toHaveLength(3);
    expect(
      within(phases[0]!).getByRole('heading', { name: /0〜3か月.*受発注データの一元化/ }),
    ).toBeInTheDocument();
    expect(phases[0]).toHaveTextContent('クラウド型の販売管理を試験導入する');
    expect(phases[0]).toHaveTextContent('担当営業部長');
    expect(phases[0]).toHaveTextContent('受注処理時間 1件10分以内');
    expect(phases[0]).toHaveTextContent('予算の目安月額数万円程度');
    expect(phases[0]).toHaveTextContent('活用できる支援デジタル化・AI導入補助金');
    expect(phases[0]!.closest('li')).toHaveClass('break-inside-avoid');

    const support = screen.getByRole('region', { name: '活用できる公的支援' });
    const link = within(support).getByRole('link', { name: /デジタル化・AI導入補助金/ });
    expect(link).toHaveAttribute('href', 'https://it-shien.smrj.go.jp/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(support).getByText('確認日：2026年11月23日')).toBeInTheDocument();
    expect(within(support).getByText('確認日：2026年1月5日')).toBeInTheDocument();
    expect(within(support).getByText(/最新の公募要領をご確認ください/)).toBeInTheDocument();

    const offer = screen.getByRole('region', { name: '今後のご相談について' });
    expect(within(offer).getByText('テストDXパートナーズ株式会社')).toBeInTheDocument();
    expect(within(offer).getByText(/60分の無料個別相談/)).toBeInTheDocument();
    expect(
      within(offer).getByRole('heading', { name: '次回のご相談でお伺いしたいこと' }),
    ).toBeInTheDocument();
    expect(within(offer).getByText('来期のIT予算の見込みはいかがですか')).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'dx@example.jp' })).toHaveAttribute(
      'href',
      'mailto:dx@example.jp',
    );
    expect(within(offer).getByRole('link', { name: '03-0000-0000' })).toHaveAttribute(
      'href',
      'tel:+81300000000',
    );
    expect(within(offer).getByRole('link', { name: /ご相談を予約する/ })).toHaveAttribute(
      'href',
      'https://example.jp/booking',
    );
  });

  test('when an old stored result lacks the newer fields, then it renders as before without them', () => {
    const consoleError = vi.spyOn(console, 'error');

    render(<ReportView result={buildDiagnosisResult()} />);

    for (const title of [
      '確認させていただきたい点',
      'ロードマップ',
      '活用できる公的支援',
      '今後のご相談について',
    ]) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('level-ladder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('readiness-score')).not.toBeInTheDocument();
    expect(screen.queryByTestId('radar-legend')).not.toBeInTheDocument();
    expect(screen.queryByTestId('standing-band')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^領域別スコアのレーダーチャート：DX推進・戦略 62点/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('peer-comparison')).toHaveTextContent(
      '比較対象：同業種・同規模の12社。貴社は比較対象の64%を上回っています。',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  test('when the visitor asked something, then each ask and its answer are shown right after the summary', () => {
    render(
      <ReportView
        result={buildFullDiagnosisResult({
          answersToAsks: [
            {
              question: '補助率と上限はいくらですか',
              answer: '公募回ごとに定められるため、公募要領でご確認ください。',
            },
          ],
        })}
      />,
    );

    const answers = screen.getByRole('region', { name: 'ご質問への回答' });
    expect(answers).toHaveTextContent('「補助率と上限はいくらですか」');
    expect(answers).toHaveTextContent('公募要領でご確認ください。');
    const regions = screen.getAllByRole('region');
    expect(regions.indexOf(answers)).toBe(
      regions.indexOf(screen.getByRole('region', { name: 'エグゼクティブサマリー' })) + 1,
    );
  });

  test('when the result has a roadmap, then 「推奨される次のステップ」, written from the same phases, is left out', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    expect(screen.getByRole('region', { name: 'ロードマップ' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '推奨される次のステップ' })).not.toBeInTheDocument();
    expect(screen.queryByText('次のステップの本文')).not.toBeInTheDocument();
  });

  test('when the report is shown, then its contents link to every section below the summary, in order', () => {
    const decisionBrief = {
      companyName: '株式会社テスト商事',
      preparedBy: '山田 太郎 様',
      level: 'レベル3：業務デジタル化・データ活用',
      overall: 58,
      issue: '受発注データの一元化',
      issueArea: 'DX推進・戦略',
      firstStep: {
        period: '0〜3か月',
        title: '受発注データの一元化',
        action: '受発注の流れを棚卸しする',
        owner: '営業部長',
        measure: '受注処理時間',
        budget: '月額数万円程度',
      },
      decision: '着手をご判断ください。',
    };

    render(<ReportView result={buildFullDiagnosisResult({ decisionBrief })} />);

    const contents = screen.getByRole('navigation', { name: '目次' });
    const links = within(contents).getAllByRole('link');
    const sections = screen
      .getAllByRole('region')
      .filter((region) => region.id !== 'report-summary' && region.closest('article'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => `#${section.id}`),
    );
    expect(links[0]).toHaveTextContent('領域別スコアと業界比較');
    expect(links.at(-2)).toHaveTextContent('今後のご相談について');
    expect(links.at(-1)).toHaveTextContent('経営者の方へお渡しいただく1枚');
    expect(contents).toHaveClass('print:hidden');
  });

  test('when the result has an offer, then a compact 「相談する」 closes the summary and leads to the offer', () => {
    render(<ReportView result={buildFullDiagnosisResult()} />);

    const summary = screen.getByRole('region', { name: 'エグゼクティブサマリー' });
    const consult = within(summary).getByRole('link', { name: '相談する' });
    const offer = screen.getByRole('region', { name: '今後のご相談について' });
    expect(consult).toHaveAttribute('href', `#${offer.id}`);
    expect(within(summary).getByTestId('consult-shortcut')).toHaveTextContent('テストDXパートナーズ株式会社');
  });

  test('when the page gives a block for after the summary, then it comes between the summary and the contents', () => {
    render(<ReportView result={buildFullDiagnosisResult()} afterSummary={<p>保存用リンクの枠</p>} />);

    const block = screen.getByText('保存用リンクの枠');
    expect(block.previousElementSibling).toBe(screen.getByRole('region', { name: 'エグゼクティブサマリー' }));
    expect(block.nextElementSibling).toBe(screen.getByRole('navigation', { name: '目次' }));
  });

  test('when the newer lists are empty, then their sections are left out', () => {
    render(
      <ReportView
        result={buildFullDiagnosisResult({ roadmap: [], supportProgrammes: [], pointsToConfirm: [] })}
      />,
    );

    for (const title of [
      '確認させていただきたい点',
      'ロードマップ',
      '活用できる公的支援',
      'ご質問への回答',
    ]) {
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: '今後のご相談について' })).toBeInTheDocument();
  });

  test('when the operator is given, then the report ends with its name, address, contact and privacy contact with the policy date', () => {
    render(<ReportView result={buildFullDiagnosisResult()} operator={buildSiteInfo()} />);

    const operator = screen.getByRole('region', { name: '本レポートの提供元' });
    expect(operator).toHaveTextContent('株式会社テスト診断');
    expect(operator).toHaveTextContent('所在地：東京都千代田区丸の内1-1-1');
    expect(operator).toHaveTextContent('お問い合わせ：info@example.co.jp');
    expect(operator).toHaveTextContent(
      '個人情報の取り扱い（2026年4月1日改定）：privacy@example.co.jp（平日10時〜17時）',
    );
    // The last block of the article, and not hidden on paper.
    expect(operator.closest('article')?.lastElementChild).toBe(operator);
    expect(operator.className).not.toMatch(/print:hidden/);
    expect(screen.getByText('提供').nextElementSibling).toHaveTextContent('株式会社テスト診断');
  });

  test('when the operator has no address and one contact for everything, then no empty label is printed', () => {
    const operator = buildSiteInfo({ operatorAddress: null, privacyContact: 'info@example.co.jp' });

    render(<ReportView result={buildDiagnosisResult()} operator={operator} />);

    const block = screen.getByRole('region', { name: '本レポートの提供元' });
    expect(block).not.toHaveTextContent('所在地');
    expect(
      within(block)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['お問い合わせ・個人情報の取り扱い（2026年4月1日改定）：']);
  });

  test('when no operator is given (the admin dialog), then no provider block is shown', () => {
    render(<ReportView result={buildDiagnosisResult()} />);

    expect(screen.queryByRole('region', { name: '本レポートの提供元' })).not.toBeInTheDocument();
    expect(screen.queryByText('提供')).not.toBeInTheDocument();
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
