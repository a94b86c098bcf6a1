import { leadStatusLabels, type LeadStatus } from '@app/shared/contract';

const tones: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-blue-100 text-blue-900',
  negotiating: 'bg-violet-100 text-violet-900',
  won: 'bg-emerald-100 text-emerald-900',
  out_of_scope: 'bg-slate-200 text-slate-700',
};

/** Where a lead's follow-up stands, as a coloured label. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${tones[status]}`}
    >
      {leadStatusLabels[status]}
    </span>
  );
}
