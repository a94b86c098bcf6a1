import type { AdminOverview as Overview } from '@app/shared/contract';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAdminOverview } from '../hooks/use-admin-overview';
import { formatDay, formatLongDay, formatWeek } from '../utils/format-overview';
import { writerLabels } from '../utils/overview-labels';
import { CountBarTable } from './count-bar-table';
import { FunnelTable } from './funnel-table';
import { OverviewPeriodForm } from './overview-period-form';

function OverviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Every table of the overview for one answer of GET /api/admin/overview. */
export function OverviewTables({ overview }: { overview: Overview }) {
  const period = `${formatLongDay(overview.period.from)}〜${formatLongDay(overview.period.to)}`;
  const daily = overview.daily;
  const weekly = overview.weekly;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        集計期間：<span className="font-bold text-slate-900">{period}</span>（日本時間）
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <OverviewSection id="overview-daily" title="日別の回答数">
          <CountBarTable
            caption={`${formatLongDay(daily[0]!.day)}〜${formatLongDay(daily.at(-1)!.day)}の各日に届いた回答の数`}
            labelHeader="日付"
            rows={daily.map((entry) => ({ key: entry.day, label: formatDay(entry.day), count: entry.count }))}
          />
        </OverviewSection>
        <div className="min-w-0 space-y-6">
          <OverviewSection id="overview-weekly" title="週別の回答数">
            <CountBarTable
              caption="直近12週（月曜〜日曜）に届いた回答の数"
              labelHeader="週"
              rows={weekly.map((entry) => ({
                key: entry.week,
                label: formatWeek(entry.start, entry.end),
                count: entry.count,
              }))}
            />
          </OverviewSection>
          <OverviewSection id="overview-funnel" title="診断の流れ">
            <FunnelTable
              caption="集計期間に各ページが表示された回数と、送信された回答の数（Cookieを使わずサーバーで日ごとに合計）。到達率は、どのステップも前のステップの数を超えないものとして、トップページの表示回数と比べています"
              funnel={overview.funnel}
            />
          </OverviewSection>
        </div>
        <OverviewSection id="overview-levels" title="成熟度レベルの分布">
          <CountBarTable
            caption="集計期間に作成されたレポートの成熟度レベル"
            labelHeader="レベル"
            showShare
            rows={overview.levels.map((entry) => ({
              key: String(entry.level),
              label: `レベル${entry.level}「${entry.name}」`,
              count: entry.count,
            }))}
          />
        </OverviewSection>
        <OverviewSection id="overview-writers" title="レポートの作成方法">
          <CountBarTable
            caption="集計期間に作成されたレポートを書いた仕組み"
            labelHeader="作成方法"
            showShare
            rows={overview.writers.map((entry) => ({
              key: entry.writer,
              label: writerLabels[entry.writer],
              count: entry.count,
            }))}
          />
        </OverviewSection>
        <OverviewSection id="overview-industries" title="業種">
          <CountBarTable
            caption="集計期間に届いた回答の業種"
            labelHeader="業種"
            showShare
            rows={overview.industries.map(labelledRow)}
          />
        </OverviewSection>
        <OverviewSection id="overview-sizes" title="従業員規模">
          <CountBarTable
            caption="集計期間に届いた回答の従業員規模"
            labelHeader="従業員規模"
            showShare
            rows={overview.companySizes.map(labelledRow)}
          />
        </OverviewSection>
        <OverviewSection id="overview-sources" title="流入元">
          {overview.sources?.length ? (
            <CountBarTable
              caption="集計期間に届いた回答の流入元（utm_source、なければ参照元のホスト。上位10件とその他）"
              labelHeader="流入元"
              showShare
              rows={overview.sources.map(({ key, label, count }) => ({ key, label, count }))}
            />
          ) : (
            <p className="text-sm text-slate-500">集計期間に回答はありません。</p>
          )}
        </OverviewSection>
      </div>
    </div>
  );
}

/** A table row from a count that carries its own code and label (industries, sizes). */
const labelledRow = ({ code, label, count }: { code: string; label: string; count: number }) => ({
  key: code,
  label,
  count,
});

/** The operator's overview: the period form, then the tables, or the loading and error states. */
export function AdminOverview({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const state = useAdminOverview({ token, onUnauthorized });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">概要</h1>
      <OverviewPeriodForm onShow={state.show} />
      {state.failed ? (
        <div className="space-y-3">
          <Alert>概要の取得に失敗しました。</Alert>
          <Button variant="secondary" onClick={state.reload}>
            再読み込み
          </Button>
        </div>
      ) : null}
      {state.loading ? (
        <p role="status" className="text-sm text-slate-500">
          読み込み中...
        </p>
      ) : null}
      {state.overview ? <OverviewTables overview={state.overview} /> : null}
    </div>
  );
}
