import type { CompanySize, Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';

/**
 * What a topic asks of the company: a legal obligation (義務), an effort duty (努力義務), a guideline to
 * follow, an optional reward (加算), a condition for a benefit (e.g. 仕入税額控除), or a permission (電子化が
 * 認められた). The label says it in Japanese, with who carries a stricter duty where it differs.
 */
export interface TopicDuty {
  kind: 'obligation' | 'effort' | 'guideline' | 'incentive' | 'condition' | 'permission';
  /** e.g. 「努力義務（一定規模以上の特定事業者は義務）」. */
  label: string;
}

/** A law, guideline or sector change a consultant would raise for an industry (e.g. 2024年問題). */
export interface IndustryTopic {
  id: string;
  /** Short Japanese name, e.g. 「物流の2024年問題」. */
  label: string;
  industries: Industry[] | 'all';
  /** Matched against the visitor's text to raise the topic even outside its industries. */
  keywords: RegExp;
  /** What kind of duty it is, as read on `sources`. */
  duty: TopicDuty;
  /**
   * Where it applies within its industries, when narrower than the industry: size bands it applies to,
   * words (in the company's name or own words) one of which must show for the industry to raise it, and
   * words that show it does not apply (a home-care office for a facility-only 加算, a private school for 校務DX).
   */
  appliesTo?: { sizes?: CompanySize[]; requires?: RegExp; excludes?: RegExp };
  /** What it requires or changes, from `sources` only (dates and limits as published). */
  summary: string;
  /** What the company should check or do about it, one sentence. */
  action: string;
  sources: ContentSource[];
}

/** The company as a topic's reach is judged: industry, size band, and its name and own words. */
export interface TopicCompany {
  industry: string;
  size: string;
  texts: readonly string[];
}

/**
 * Whether a topic applies to the company, and how it was raised: by the company's own words ('named') or by
 * its industry ('industry'); null when it does not apply. Words that exclude the company (excludes) and size
 * bands outside `sizes` drop it either way; `requires` narrows only the industry route, since a visitor who
 * names the topic wants it answered.
 */
export function topicApplies(topic: IndustryTopic, company: TopicCompany): 'named' | 'industry' | null {
  const texts = company.texts.map((text) => text.normalize('NFKC'));
  const shows = (pattern: RegExp) => texts.some((text) => pattern.test(text));
  const scope = topic.appliesTo;
  if (scope?.sizes && !scope.sizes.includes(company.size as CompanySize)) return null;
  if (scope?.excludes && shows(scope.excludes)) return null;
  if (shows(topic.keywords)) return 'named';
  const ofIndustry = topic.industries !== 'all' && topic.industries.includes(company.industry as Industry);
  if (!ofIndustry) return null;
  if (scope?.requires && !shows(scope.requires)) return null;
  return 'industry';
}
