import type { SupportReference } from '../contract/diagnosis-result';
import type { CompanySize, Industry } from '../questionnaire/dropdown-options';
import { smeCategories, smeCategoriesByIndustry, supportProgrammes } from './content/support-programmes';
import { counterpartMarkers, type ProgrammeFrame, type SupportProgramme } from './content/support-programme';
import type { ReportFacts } from './report-facts';

/** How many programmes a report lists at most: a short list is read, a long one is not. */
const maxProgrammes = 4;

const callNote = '最新の公募要領をご確認ください。';

/** Regular employees each size band can hold (max null: no upper bound). */
export const bandEmployees: Record<CompanySize, { min: number; max: number | null }> = {
  lt10: { min: 0, max: 9 },
  '10_29': { min: 10, max: 29 },
  '30_99': { min: 30, max: 99 },
  '100_299': { min: 100, max: 299 },
  '300_999': { min: 300, max: 999 },
  gte1000: { min: 1000, max: null },
};

/**
 * Whether a company of this size band and industry can meet a programme's size test:
 * - 'yes': every head count in the band meets the employee limit;
 * - 'maybe': some head counts in the band meet it (the company must check its own);
 * - 'capital': no head count in the band meets it, but the capital alternative can;
 * - 'no': the company cannot meet it (1,000 and more for SME programmes, or over the 小規模 limit).
 */
export type Eligibility = 'yes' | 'maybe' | 'capital' | 'no';

export interface EligibilityVerdict {
  eligibility: Eligibility;
  /** A Japanese sentence on the test, for 'maybe', 'capital' and 'no'; '' otherwise. */
  note: string;
}

const bandOf = (size: string): CompanySize => (size in bandEmployees ? size : '30_99') as CompanySize;
const industryOf = (industry: string): Industry =>
  (industry in smeCategoriesByIndustry ? industry : 'other') as Industry;

/** The programme's size test read for this company's band and industry. */
export function eligibilityOf(
  programme: SupportProgramme,
  size: string,
  industry: string,
): EligibilityVerdict {
  const band = bandEmployees[bandOf(size)];
  const categories = smeCategoriesByIndustry[industryOf(industry)].map((id) => smeCategories[id]);
  if (programme.smeTest === 'none') return { eligibility: 'yes', note: '' };
  if (programme.smeTest === 'small_business') {
    const limits = categories.map((category) => category.smallBusinessEmployees);
    const list = [...new Set(limits)].map((limit) => `${limit}人`).join('または');
    if (band.min > Math.max(...limits)) {
      return {
        eligibility: 'no',
        note: `小規模事業者（貴社の業種では常時使用する従業員${list}以下）向けの制度のため、貴社の規模では対象になりません。`,
      };
    }
    if (band.max !== null && band.max <= Math.min(...limits)) return { eligibility: 'yes', note: '' };
    return {
      eligibility: 'maybe',
      note: `対象は小規模事業者（貴社の業種では常時使用する従業員${list}以下）です。`,
    };
  }
  const definition = categories
    .map(
      (category) =>
        `${category.label}は資本金${category.capital}以下または常時使用する従業員${category.employees}人以下`,
    )
    .join('、');
  const rule = `中小企業基本法の定義では、${definition}が中小企業者です。`;
  if (band.max === null) {
    return {
      eligibility: 'no',
      note: `中小企業者向けの制度です。${rule}従業員1,000名以上の貴社は、資本金が基準以下でない限り対象になりません。`,
    };
  }
  const limits = categories.map((category) => category.employees);
  if (band.max <= Math.min(...limits)) return { eligibility: 'yes', note: '' };
  if (band.min < Math.max(...limits)) {
    return {
      eligibility: 'maybe',
      note: `${rule}従業員数が基準を超える場合も、資本金が基準以下なら対象になり得ます。`,
    };
  }
  return {
    eligibility: 'capital',
    note: `${rule}貴社の従業員数は基準を超えるため、資本金が基準以下の場合に限り対象になり得ます。`,
  };
}

/** The company's name and its own words, where a sector (care, lodging, farming) shows. */
function companyTexts(facts: ReportFacts): { name: string; words: string[] } {
  return {
    name: facts.companyName,
    words: [
      facts.freeText.issue,
      facts.freeText.expectation,
      facts.freeText.support,
      ...facts.customAnswers.map((answer) => answer.text),
    ],
  };
}

/**
 * Whether a sector programme's sector shows (true for other programmes): in the company's name, or in
 * its words unless it names the sector as a client there.
 */
export function showsSector(
  programme: SupportProgramme,
  company: { name: string; words: readonly string[] },
): boolean {
  if (!programme.sector) return true;
  if (programme.sector.keywords.test(company.name.normalize('NFKC'))) return true;
  const keywords = new RegExp(programme.sector.keywords.source, 'g');
  const mentions = company.words.flatMap((raw) => {
    const text = raw.normalize('NFKC');
    return [...text.matchAll(keywords)].map((match) => ({ text, at: match.index }));
  });
  // A company that names the sector as its client anywhere (「取引先のホテル」) writes about its clients
  // wherever else the word appears (「ホテルごとの回収量」).
  return mentions.length > 0 && !mentions.some(({ text, at }) => namesCounterpart(text, at));
}

/** How far before a sector word a counterpart marker still qualifies it (「取引先のホテル12軒」). */
const counterpartReach = 8;

/** Whether the words just before `at` make the sector word a client or supplier of the company. */
function namesCounterpart(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - counterpartReach), at);
  return counterpartMarkers.some((marker) => before.includes(marker));
}

/** The cap of a frame for this size band, as a phrase (「上限750万円〜1,000万円（従業員数による）」), or null. */
export function capFor(frame: ProgrammeFrame, size: string): string | null {
  if (!frame.caps) return null;
  const band = bandEmployees[bandOf(size)];
  const tiers = frame.caps.filter(
    (tier) =>
      (tier.employees.max === null || tier.employees.max >= band.min) &&
      (band.max === null || tier.employees.min <= band.max),
  );
  if (tiers.length === 0) return null;
  const first = tiers[0]!;
  const last = tiers[tiers.length - 1]!;
  // A published span (「5万円〜450万円」) is the amount's range, not its ceiling.
  const single = first.cap.includes('〜') ? `補助額${first.cap}` : `上限${first.cap}`;
  const cap = tiers.length === 1 ? single : `上限${first.cap}〜${last.cap}（従業員数による）`;
  const raised = last.raisedCap && frame.raisedBy ? `、${frame.raisedBy}の適用時は最大${last.raisedCap}` : '';
  return `${cap}${raised}`;
}

/** One sentence on the frames (rate and cap for this size) where published, or '' when none was confirmed. */
export function framesFor(programme: SupportProgramme, size: string, most = 2): string {
  const parts = programme.frames
    .map((frame) => {
      const cap = capFor(frame, size);
      const facts = [frame.rate ? `補助率${frame.rate}` : null, cap].filter((part) => part !== null);
      return facts.length > 0 ? `${frame.name}は${facts.join('、')}` : null;
    })
    .filter((part): part is string => part !== null)
    .slice(0, most);
  return parts.length > 0 ? `${parts.join('。')}です。` : '';
}

/**
 * Programmes from the dated table the company can use: size band and industry against each programme's
 * size test (中小企業者 or 小規模事業者, per industry), sector programmes only where the company's name or
 * words show the sector, and themes. Subsidies are listed only when the visitor asks about them or the
 * roadmap includes an investment. A company of 1,000 and more gets the routes open to large firms.
 */
export function matchSupport(facts: ReportFacts, roadmapInvests: boolean): SupportReference[] {
  const themeIds = facts.themes.map((theme) => theme.id);
  const texts = companyTexts(facts);
  const size = facts.companySize.code;
  const large = bandOf(size) === 'gte1000';
  const verdicts = new Map(
    supportProgrammes.map((programme) => [programme.id, eligibilityOf(programme, size, facts.industry.code)]),
  );
  const fits = (programme: SupportProgramme) =>
    (programme.sizes === 'all' || programme.sizes.includes(bandOf(size))) &&
    (programme.industries === 'all' || programme.industries.includes(industryOf(facts.industry.code))) &&
    verdicts.get(programme.id)!.eligibility !== 'no' &&
    showsSector(programme, texts);
  const relevance = (programme: SupportProgramme) => {
    // A sector programme shown by the company's own name or words is the most specific match.
    if (programme.sector) return 3;
    if (programme.themes === 'all') return 1;
    return programme.themes.some((id) => themeIds.includes(id)) ? 2 : 0;
  };
  const wanted = supportProgrammes.filter((programme) => {
    if (!fits(programme)) return false;
    if (programme.fundsInvestment) return facts.asksForSubsidy || roadmapInvests;
    if (programme.kind === 'consultation') return true;
    if (large && programme.largeFirms) return true;
    return relevance(programme) >= 2;
  });
  const ranked = wanted
    .map((programme, order) => ({ programme, order }))
    .sort((a, b) => relevance(b.programme) - relevance(a.programme) || a.order - b.order)
    .map(({ programme }) => programme);
  // At most two subsidies, always one free consultation service, then what fits the themes.
  const subsidies = ranked
    .filter((programme) => programme.fundsInvestment)
    .slice(0, facts.asksForSubsidy ? 2 : 1);
  const consultation = ranked.filter((programme) => programme.kind === 'consultation').slice(0, 1);
  const others = ranked.filter(
    (programme) => !subsidies.includes(programme) && !consultation.includes(programme),
  );
  return [...subsidies, ...consultation, ...others]
    .filter((programme) => !programme.fundsInvestment || subsidies.includes(programme))
    .slice(0, maxProgrammes)
    .map((programme) => {
      const verdict = verdicts.get(programme.id)!;
      const frames = programme.kind === 'subsidy' ? framesFor(programme, size) : '';
      const note =
        programme.kind === 'subsidy'
          ? `${verdict.note}${callNote}`
          : `${verdict.note}内容は変わることがあります。最新の情報は公式ページでご確認ください。`;
      return {
        name: programme.name,
        summary: frames ? `${programme.summary}${frames}` : programme.summary,
        url: programme.source.url,
        checkedOn: programme.source.checkedOn,
        note,
      };
    });
}
