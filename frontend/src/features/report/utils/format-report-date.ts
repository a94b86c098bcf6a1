/** SPEC §4: the report date is the date the report is viewed, in Japanese long form. */
export function formatReportDate(date: Date): string {
  return new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
