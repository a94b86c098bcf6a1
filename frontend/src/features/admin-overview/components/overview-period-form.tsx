import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { OverviewPeriod } from '../api/get-overview';

/** Shown under 開始日 when it is after 終了日; the API would refuse the period. */
export const reversedPeriodMessage = '開始日は終了日以前の日付にしてください';

/** The period of the breakdowns and the funnel; empty fields mean the 30 days up to today. */
export function OverviewPeriodForm({ onShow }: { onShow: (period: OverviewPeriod) => void }) {
  const [draft, setDraft] = useState<OverviewPeriod>({ from: '', to: '' });
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(reversedPeriodMessage);
      document.getElementById('overview-from')?.focus();
      return;
    }
    onShow(draft);
  }

  const field = (key: keyof OverviewPeriod) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [key]: event.target.value }));
      setError(undefined);
    },
  });

  return (
    <form
      aria-label="集計期間"
      onSubmit={handleSubmit}
      className="grid items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[1fr_1fr_auto] sm:p-6"
    >
      <TextField
        id="overview-from"
        label="開始日"
        type="date"
        hint="空欄なら終了日までの30日間"
        error={error}
        {...field('from')}
      />
      <TextField
        id="overview-to"
        label="終了日"
        type="date"
        hint="空欄なら今日（日本時間）"
        {...field('to')}
      />
      <Button type="submit" className="sm:mt-7">
        表示
      </Button>
    </form>
  );
}
