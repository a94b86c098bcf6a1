import { reportWriterLabels, type AdminResponseRow } from '@app/shared/contract';
import { companySizes, establishmentYears, industries, labelOf, positions } from '@app/shared/questionnaire';

/** Japanese labels of a row's stored codes; empty where the row has no value. */
export function leadLabels(row: AdminResponseRow) {
  return {
    industry: row.industry ? labelOf(industries, row.industry) : '',
    companySize: row.companySize ? labelOf(companySizes, row.companySize) : '',
    position: row.position ? labelOf(positions, row.position) : '',
    establishmentYear: row.establishmentYear ? labelOf(establishmentYears, row.establishmentYear) : '',
    writer: row.writer ? reportWriterLabels[row.writer] : '',
  };
}

/** Score as the list shows it: one decimal at most. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined) return '';
  return String(Math.round(score * 10) / 10);
}

/** An industry label without its parenthesised examples: 「サービス業（飲食・宿泊・娯楽）」 → 「サービス業」. */
function withoutExamples(label: string): string {
  return label.replace(/（[^）]*）$/, '');
}

/**
 * The lead's segment on one line of the list: short industry and employee band
 * (「専門サービス業・30〜99名」), and the full wording for its tooltip; empty when neither is stored.
 */
export function segmentLabels(row: AdminResponseRow): { short: string; full: string } {
  const labels = leadLabels(row);
  return {
    short: [withoutExamples(labels.industry), labels.companySize].filter(Boolean).join('・'),
    full: [labels.industry, labels.companySize].filter(Boolean).join('・'),
  };
}
