import {
  earliestCalendarDate,
  latestCalendarDate,
  maxOverviewPeriodDays,
  spanInDays,
  tokyoDayOf,
} from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { OverviewPeriod } from '../api/get-overview';

/** Shown under 開始日 when it is after 終了日; the API would refuse the period. */
export const reversedPeriodMessage = '開始日は終了日以前の日付にしてください';
/** Shown under a day outside the range the API accepts. */
export const dayOutOfRangeMessage = '1970年1月1日から2100年12月31日までの日付を指定してください';
/** Shown under 開始日 when the period is longer than the API counts. */
export const periodTooLongMessage = '期間は3年以内で指定してください';

type PeriodErrors = Partial<Record<keyof OverviewPeriod, string>>;

const outOfRange = (day: string) => day !== '' && (day < earliestCalendarDate || day > latestCalendarDate);

/** The API's rules on a period, in Japanese, before it is asked (an empty end is today in Tokyo). */
function checkPeriod({ from, to }: OverviewPeriod): PeriodErrors {
  if (outOfRange(from) || outOfRange(to)) {
    return {
      ...(outOfRange(from) && { from: dayOutOfRangeMessage }),
      ...(outOfRange(to) && { to: dayOutOfRangeMessage }),
    };
  }
  if (!from) return {};
  if (to && from > to) return { from: reversedPeriodMessage };
  const today = tokyoDayOf(new Date());
  const end = to || (from > today ? from : today);
  return spanInDays(from, end) > maxOverviewPeriodDays ? { from: periodTooLongMessage } : {};
}

/** The period of the breakdowns and the funnel; empty fields mean the 30 days up to today. */
export function OverviewPeriodForm({ onShow }: { onShow: (period: OverviewPeriod) => void }) {
  const [draft, setDraft] = useState<OverviewPeriod>({ from: '', to: '' });
  const [errors, setErrors] = useState<PeriodErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPeriod(draft);
    if (found.from || found.to) {
      setErrors(found);
      document.getElementById(found.from ? 'overview-from' : 'overview-to')?.focus();
      return;
    }
    onShow(draft);
  }

  const field = (key: keyof OverviewPeriod) => ({
    value: draft[key],
    // The date picker offers only days the API accepts; typed ones are checked on submit.
    min: earliestCalendarDate,
    max: latestCalendarDate,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [key]: event.target.value }));
      setErrors({});
    },
  });

  return (
    <form
      aria-label="集計期間"
      // checkPeriod gives Japanese messages under the field instead of the browser's bubbles.
      noValidate
      onSubmit={handleSubmit}
      className="grid items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[1fr_1fr_auto] sm:p-6"
    >
      <TextField
        id="overview-from"
        label="開始日"
        type="date"
        hint="空欄なら終了日までの30日間（最長3年）"
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
