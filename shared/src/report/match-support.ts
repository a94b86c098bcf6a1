import type { SupportReference } from '../contract/diagnosis-result';
import type { SupportProgramme } from './content/support-programme';
import { supportProgrammes } from './content/support-programmes';
import type { ReportFacts } from './report-facts';

/** How many programmes a report lists at most: a short list is read, a long one is not. */
const maxProgrammes = 4;

const noteFor = (programme: SupportProgramme) =>
  programme.kind === 'subsidy'
    ? '最新の公募要領をご確認ください。'
    : '内容は変わることがあります。最新の情報は公式ページでご確認ください。';

/**
 * Programmes from the dated table that fit the company's size, industry and themes. Subsidies are
 * listed only when the visitor asks about them or the roadmap includes an investment.
 */
export function matchSupport(facts: ReportFacts, roadmapInvests: boolean): SupportReference[] {
  const themeIds = facts.themes.map((theme) => theme.id);
  const fits = (programme: SupportProgramme) =>
    (programme.sizes === 'all' || programme.sizes.includes(facts.companySize.code as never)) &&
    (programme.industries === 'all' || programme.industries.includes(facts.industry.code as never));
  const relevance = (programme: SupportProgramme) => {
    if (programme.themes === 'all') return 1;
    return programme.themes.some((id) => themeIds.includes(id)) ? 2 : 0;
  };
  const wanted = supportProgrammes.filter((programme) => {
    if (!fits(programme)) return false;
    if (programme.fundsInvestment) return facts.asksForSubsidy || roadmapInvests;
    if (programme.kind === 'consultation') return true;
    return relevance(programme) === 2;
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
    .map((programme) => ({
      name: programme.name,
      summary: programme.summary,
      url: programme.source.url,
      checkedOn: programme.source.checkedOn,
      note: noteFor(programme),
    }));
}
