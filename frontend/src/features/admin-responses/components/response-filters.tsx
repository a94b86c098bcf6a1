import {
  earliestCalendarDate,
  latestCalendarDate,
  leadStatuses,
  leadStatusLabels,
  noOwnerFilter,
  type LeadOwner,
  type LeadStatus,
} from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { TextField } from '@/components/ui/text-field';
import { emptyFilters, type ResponseFilters } from '../api/get-responses';

const keywordHint =
  '全角・半角、ひらがな・カタカナ、髙・﨑などの異体字、電話番号のハイフンの違いは問わずに探します';

/** Shown under No.（から） when the range is reversed; the API would refuse it. */
export const reversedRangeMessage = '開始No.は終了No.以下にしてください';

/** The statuses a comma-separated filter value holds. */
function selectedStatuses(value: string): LeadStatus[] {
  return leadStatuses.filter((status) => value.split(',').includes(status));
}

function isReversedRange(filters: ResponseFilters): boolean {
  const from = filters.noFrom.trim();
  const to = filters.noTo.trim();
  return from !== '' && to !== '' && Number(from) > Number(to);
}

/**
 * SPEC §4: the form applies on the search button; clear empties it and the applied filters.
 * A reversed No. range is caught here with a field message, and nothing is sent. The form shows
 * the applied filters (from the URL) until it is edited, and again whenever they change elsewhere
 * (the back button, a link).
 */
export function ResponseFiltersForm({
  applied,
  onSearch,
  onClear,
  operators = [],
}: {
  applied: ResponseFilters;
  /** Who a lead can be owned by, for the 担当者 filter. */
  operators?: LeadOwner[];
  onSearch: (filters: ResponseFilters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<ResponseFilters>(applied);
  const [shownApplied, setShownApplied] = useState(applied);
  if (JSON.stringify(shownApplied) !== JSON.stringify(applied)) {
    setShownApplied(applied);
    setDraft(applied);
  }
  const [rangeError, setRangeError] = useState<string | undefined>();
  const field = (key: Exclude<keyof ResponseFilters, 'leadStatus' | 'owner'>) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [key]: event.target.value }));
      if (key === 'noFrom' || key === 'noTo') setRangeError(undefined);
    },
  });

  function toggleStatus(status: LeadStatus, checked: boolean) {
    setDraft((current) => {
      const chosen = new Set(selectedStatuses(current.leadStatus));
      if (checked) chosen.add(status);
      else chosen.delete(status);
      return { ...current, leadStatus: leadStatuses.filter((each) => chosen.has(each)).join(',') };
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isReversedRange(draft)) {
      setRangeError(reversedRangeMessage);
      document.getElementById('filter-no-from')?.focus();
      return;
    }
    onSearch(draft);
  }

  return (
    <form
      role="search"
      aria-label="回答の絞り込み"
      onSubmit={handleSubmit}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_10.5rem_7rem_7rem]"
    >
      {/* Beyond SPEC: one box finds a lead by any contact field, as a call or an e-mail names them. */}
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="filter-q" className={labelStyles}>
          キーワード
        </label>
        <input
          id="filter-q"
          type="search"
          placeholder="会社名・氏名・メール・電話番号"
          autoComplete="off"
          title={keywordHint}
          aria-describedby="filter-q-hint"
          className={controlStyles(false)}
          {...field('q')}
        />
        {/* On screen the placeholder and the tooltip say it; the list needs the room. */}
        <p id="filter-q-hint" className="sr-only">
          {keywordHint}
        </p>
      </div>
      <TextField
        id="filter-company-name"
        label="会社名"
        placeholder="部分一致で検索"
        autoComplete="off"
        {...field('companyName')}
      />
      {/* The date picker offers only days the API accepts. */}
      <TextField
        id="filter-timestamp"
        label="回答日"
        type="date"
        min={earliestCalendarDate}
        max={latestCalendarDate}
        {...field('timestamp')}
      />
      <TextField
        id="filter-no-from"
        label="No.（から）"
        type="number"
        inputMode="numeric"
        min={1}
        error={rangeError}
        {...field('noFrom')}
      />
      <TextField
        id="filter-no-to"
        label="No.（まで）"
        type="number"
        inputMode="numeric"
        min={1}
        aria-invalid={rangeError ? true : undefined}
        {...field('noTo')}
      />
      {/* Beyond SPEC: the campaign a lead came from, and who follows it up (one column on a laptop, so the form keeps two rows). */}
      <div className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-1">
        <TextField
          id="filter-source"
          label="流入元（utm_source）"
          placeholder="完全一致"
          autoComplete="off"
          {...field('source')}
        />
        <div>
          <label htmlFor="filter-owner" className={labelStyles}>
            担当者
          </label>
          <select
            id="filter-owner"
            className={controlStyles(false)}
            value={draft.owner}
            onChange={(event) => setDraft((current) => ({ ...current, owner: event.target.value }))}
          >
            <option value="">すべて</option>
            <option value={noOwnerFilter}>担当なし</option>
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username}
              </option>
            ))}
            {draft.owner &&
            draft.owner !== noOwnerFilter &&
            !operators.some((each) => each.id === draft.owner) ? (
              <option value={draft.owner}>（選択中の担当者）</option>
            ) : null}
          </select>
        </div>
      </div>
      {/* Beyond SPEC: none ticked lists every status. */}
      <fieldset className="col-span-2 flex flex-wrap items-center gap-x-5">
        <legend className="float-left mr-1 text-sm font-bold text-slate-800">対応状況</legend>
        {leadStatuses.map((status) => (
          <label key={status} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-blue-700"
              checked={selectedStatuses(draft.leadStatus).includes(status)}
              onChange={(event) => toggleStatus(status, event.target.checked)}
            />
            {leadStatusLabels[status]}
          </label>
        ))}
      </fieldset>
      <div className="col-span-2 flex items-end gap-2">
        <Button type="submit" className="flex-1">
          検索
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => {
            setDraft(emptyFilters);
            setRangeError(undefined);
            onClear();
          }}
        >
          クリア
        </Button>
      </div>
    </form>
  );
}
