import { describe, expect, test } from 'vitest';
import { baselineStandings } from '../assessment/baseline-benchmark';
import { blendBenchmark } from '../assessment/blend-benchmark';
import { scoreAnswers } from '../assessment/score-answers';
import type { Submission } from '../db/schema';
import { questionIds } from '../questionnaire/questions';
import { supportProgrammes } from './content/support-programmes';
import { readSubmission } from './compose-report';
import { capFor, eligibilityOf, matchSupport } from './match-support';
import { buildReportFacts } from './report-facts';

/** Facts of a submission with the given company and words, through the built-in reader. */
async function supportFactsFor(company: {
  industry: string;
  size: string;
  name?: string;
  support?: string;
  issue?: string;
}) {
  const answers = Object.fromEntries(questionIds.map((id) => [id, 'B']));
  const companyName = company.name ?? '株式会社テスト';
  const submission = {
    companyName,
    industry: company.industry,
    companySize: company.size,
    companyInfo: {
      companyName,
      establishmentYear: '11_20',
      industry: company.industry,
      companySize: company.size,
      position: 'ceo',
    },
    answers,
    freeText: { issue: company.issue ?? '', expectation: '', support: company.support ?? '' },
    contactName: '山田',
  } as unknown as Submission;
  const assessment = scoreAnswers(answers);
  const benchmark = blendBenchmark(
    baselineStandings({ industry: company.industry, companySize: company.size }, assessment),
    null,
  );
  return buildReportFacts(submission, assessment, benchmark, await readSubmission(submission));
}

const programme = (id: string) => supportProgrammes.find((entry) => entry.id === id)!;
const smeSubsidies = supportProgrammes.filter(
  (entry) => entry.kind === 'subsidy' && entry.smeTest !== 'none',
);

describe('eligibilityOf', () => {
  test.each([
    ['manufacturing', '30_99', 'yes'],
    ['manufacturing', '300_999', 'capital'],
    ['professional_services', '100_299', 'capital'],
    ['wholesale_retail', '30_99', 'maybe'],
    ['hospitality_entertainment_services', '100_299', 'maybe'],
    ['finance_insurance', 'gte1000', 'no'],
  ])('an SME subsidy for %s at %s is %s', (industry, size, expected) => {
    expect(eligibilityOf(programme('digital-ai-subsidy'), size, industry).eligibility).toBe(expected);
  });

  test.each([
    ['manufacturing', 'lt10', 'yes'],
    ['manufacturing', '10_29', 'maybe'],
    ['professional_services', '10_29', 'no'],
    ['manufacturing', '30_99', 'no'],
  ])('持続化補助金 for %s at %s is %s', (industry, size, expected) => {
    expect(eligibilityOf(programme('jizokuka-subsidy'), size, industry).eligibility).toBe(expected);
  });

  test('the capital route names the industry’s thresholds', () => {
    const verdict = eligibilityOf(programme('shoryokuka-ippan-subsidy'), '300_999', 'manufacturing');
    expect(verdict.note).toContain('資本金3億円以下または常時使用する従業員300人以下');
    expect(verdict.note).toContain('資本金が基準以下の場合に限り');
  });
});

describe('capFor', () => {
  test('a band spanning two tiers gives the range and the raised cap of the upper tier', () => {
    const frame = programme('shoryokuka-ippan-subsidy').frames[0]!;
    expect(capFor(frame, '30_99')).toBe(
      '上限3,000万円〜5,000万円（従業員数による）、大幅な賃上げ特例の適用時は最大6,500万円',
    );
    expect(capFor(frame, '300_999')).toBe('上限8,000万円、大幅な賃上げ特例の適用時は最大1億円');
  });

  test('a band no published tier covers gets no cap', () => {
    expect(capFor(programme('shoryokuka-catalog-subsidy').frames[0]!, 'lt10')).toBeNull();
    expect(capFor(programme('shoryokuka-catalog-subsidy').frames[0]!, '100_299')).toBe(
      '上限1,000万円、賃上げ特例の適用時は最大1,500万円',
    );
  });
});

describe('matchSupport', () => {
  test('a 1,000+ bank gets no SME programme, only the routes open to large firms', async () => {
    const facts = await supportFactsFor({
      industry: 'finance_insurance',
      size: 'gte1000',
      name: '株式会社さくら銀行',
      support: '補助金を活用したい',
    });

    const names = matchSupport(facts, true).map((entry) => entry.name);

    expect(names.length).toBeGreaterThan(0);
    for (const subsidy of smeSubsidies) expect(names).not.toContain(subsidy.name);
    expect(names).not.toContain('よろず支援拠点');
    expect(names).not.toContain('SECURITY ACTION（セキュリティ対策自己宣言）');
    expect(names).toContain('DX認定制度');
  });

  test('a 300–999 manufacturer gets SME subsidies with the capital test spelled out', async () => {
    const facts = await supportFactsFor({
      industry: 'manufacturing',
      size: '300_999',
      support: '補助金を活用して設備を入れたい',
    });

    const subsidies = matchSupport(facts, true).filter((entry) => entry.name.includes('補助金'));

    expect(subsidies.length).toBeGreaterThan(0);
    expect(subsidies.map((entry) => entry.name)).not.toContain('小規模事業者持続化補助金');
    for (const entry of subsidies) {
      expect(entry.note).toContain('資本金3億円以下');
      expect(entry.note).toContain('資本金が基準以下の場合に限り');
      expect(entry.note.endsWith('最新の公募要領をご確認ください。')).toBe(true);
    }
  });

  test('a small care home gets the prefectural care-technology subsidy; a clinic does not', async () => {
    const careHome = await supportFactsFor({
      industry: 'medical_care',
      size: '10_29',
      name: '社会福祉法人みどり会 特別養護老人ホームみどり',
      support: '補助金を使って介護記録をタブレットにしたい',
    });
    const clinic = await supportFactsFor({
      industry: 'medical_care',
      size: '10_29',
      name: 'さくら内科クリニック',
      support: '補助金を使って電子カルテを入れたい',
    });

    const forCareHome = matchSupport(careHome, true);
    const care = forCareHome.find((entry) => entry.name === '介護テクノロジー導入支援事業（都道府県）');
    expect(care).toBeDefined();
    expect(care!.summary).toContain('都道府県ごとに異なります');
    expect(matchSupport(clinic, true).map((entry) => entry.name)).not.toContain(
      '介護テクノロジー導入支援事業（都道府県）',
    );
  });

  test('a hotel gets the lodging programme and a restaurant does not', async () => {
    const hotel = await supportFactsFor({
      industry: 'hospitality_entertainment_services',
      size: '30_99',
      name: '湯の里ホテル株式会社',
      support: '補助金を活用したい',
    });
    const restaurant = await supportFactsFor({
      industry: 'hospitality_entertainment_services',
      size: '30_99',
      name: '株式会社まんぷく食堂',
      support: '補助金を活用したい',
    });
    const lodging = '観光地・観光産業における人材不足対策事業（宿泊業の省力化投資）';

    expect(matchSupport(hotel, true).map((entry) => entry.name)).toContain(lodging);
    expect(matchSupport(restaurant, true).map((entry) => entry.name)).not.toContain(lodging);
  });

  test('a supplier whose clients are hotels gets no lodging programme; a company that writes it runs an inn does', async () => {
    const lodging = '観光地・観光産業における人材不足対策事業（宿泊業の省力化投資）';
    const supplier = await supportFactsFor({
      industry: 'hospitality_entertainment_services',
      size: '30_99',
      name: '有限会社しらさぎリネンサプライ',
      issue:
        '取引先のホテル12軒から毎朝シーツの枚数が手書きの伝票で届きます。ホテルごとの回収量も見たいです。',
      support: '補助金を活用したい',
    });
    const inn = await supportFactsFor({
      industry: 'hospitality_entertainment_services',
      size: '30_99',
      name: '有限会社しらさぎ',
      issue: '当館は客室20室の温泉旅館で、予約の電話が多いです。',
      support: '補助金を活用したい',
    });

    expect(matchSupport(supplier, true).map((entry) => entry.name)).not.toContain(lodging);
    expect(matchSupport(inn, true).map((entry) => entry.name)).toContain(lodging);
  });

  test('a subsidy listed for a company states its rate and cap for the company’s size', async () => {
    const facts = await supportFactsFor({
      industry: 'manufacturing',
      size: '30_99',
      support: '補助金を活用したい',
      issue: '人手不足で設備の省力化を進めたい',
    });

    const subsidies = matchSupport(facts, true).filter((entry) => entry.name.includes('補助金'));

    expect(subsidies.some((entry) => /補助率.+上限/.test(entry.summary))).toBe(true);
    for (const entry of subsidies) expect(entry.note).toBe('最新の公募要領をご確認ください。');
  });
});
