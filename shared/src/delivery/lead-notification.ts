import type { LeadWebhookEvent } from '../contract/lead-webhooks';
import { formatTokyoTimestamp } from '../contract/tokyo-timestamp';
import type { ReportWriterKind, Submission } from '../db/schema';
import {
  companySizes,
  establishmentYears,
  industries,
  labelOf,
  positions,
} from '../questionnaire/dropdown-options';
import { freeTextPrompts } from '../questionnaire/free-text-prompts';
import { escapeHtml, htmlDocument, oneLine } from './html-text';
import type { OutgoingMail } from './mailer';

/** Event type of the new-lead webhook (Standard Webhooks payload `type`). */
export const leadCreatedEventType = 'lead.created' satisfies LeadWebhookEvent;

const writerLabels: Record<ReportWriterKind, string> = {
  llm: '言語モデル',
  builtin: '組み込みライター',
  fallback: '組み込みライター（言語モデル失敗時の代替）',
};

const coded = (list: Parameters<typeof labelOf>[0], value: string) => ({
  code: value,
  label: labelOf(list, value),
});

/** The lead as both notifications tell it: contact data, company, level, score and writer. */
function leadFacts(submission: Submission) {
  const info = submission.companyInfo;
  return {
    submissionNo: submission.no,
    submittedAt: submission.createdAt.toISOString(),
    reportCompletedAt: (submission.completedAt ?? submission.createdAt).toISOString(),
    contact: {
      name: submission.contactName,
      email: submission.email,
      phone: submission.phone,
      position: coded(positions, info.position),
    },
    company: {
      name: submission.companyName,
      industry: coded(industries, info.industry),
      companySize: coded(companySizes, info.companySize),
      establishmentYear: coded(establishmentYears, info.establishmentYear),
    },
    assessment: {
      level: submission.scores?.level ?? null,
      levelName: submission.scores?.levelName ?? null,
      score: submission.scores?.overall ?? null,
    },
    writer: submission.writer,
  };
}

/** The questions the lead typed that its report answered, in the report's order. */
function asksOf(submission: Submission): string[] {
  return submission.result?.answersToAsks?.map((entry) => entry.question) ?? [];
}

/**
 * Body of the `lead.created` webhook, in the Standard Webhooks shape `{type, timestamp, data}`.
 * It carries the lead's contact data, what the lead wrote and asked, where the visit came from and
 * the fit score, but no link to the report (whose token must stay with the visitor) and no admin
 * dashboard URL (its secret path would spread to every system the webhook feeds): receivers find
 * the lead by `submissionNo` in the dashboard (docs/decisions/007).
 */
export function leadWebhookPayload(submission: Submission) {
  const facts = leadFacts(submission);
  const { issue, expectation, support } = submission.freeText;
  return {
    type: leadCreatedEventType,
    timestamp: facts.reportCompletedAt,
    data: {
      ...facts,
      freeText: { issue, expectation, support },
      asks: asksOf(submission),
      source: submission.source ?? null,
      fitScore: submission.fitScore ?? null,
    },
  };
}

/** The operators' e-mail about a new lead, with a link to the dashboard when the process knows it. */
export function composeLeadEmail(input: {
  to: string[];
  submission: Submission;
  adminDashboardUrl?: string;
  messageId?: string;
}): OutgoingMail {
  const facts = leadFacts(input.submission);
  const level =
    facts.assessment.level === null
      ? '—'
      : `レベル${facts.assessment.level}（${facts.assessment.levelName ?? ''}）`;
  const rows: [string, string][] = [
    ['No.', String(facts.submissionNo)],
    ['回答日時', `${formatTokyoTimestamp(input.submission.createdAt)}（日本時間）`],
    ['会社名', facts.company.name],
    ['業種', facts.company.industry.label],
    ['従業員規模', facts.company.companySize.label],
    ['設立', facts.company.establishmentYear.label],
    ['氏名', facts.contact.name],
    ['役職', facts.contact.position.label],
    ['メールアドレス', facts.contact.email],
    ['電話番号', facts.contact.phone],
    ['成熟度レベル', level],
    ['スコア', facts.assessment.score === null ? '—' : `${facts.assessment.score} / 100`],
    ['レポート作成', facts.writer ? writerLabels[facts.writer] : '—'],
  ];
  const subject = oneLine(`【新規リード】${facts.company.name}（No.${facts.submissionNo}）`);
  // The link opens this lead's dialog in the dashboard.
  const leadUrl = input.adminDashboardUrl ? `${input.adminDashboardUrl}?no=${facts.submissionNo}` : undefined;
  const where = leadUrl
    ? `管理画面: ${leadUrl}`
    : `管理画面の回答一覧で No.${facts.submissionNo} をご確認ください。`;
  // What the lead wrote and asked is the buying signal: a typed 「無料相談を希望」 belongs in the e-mail.
  const words = visitorWordsOf(input.submission);

  const text = [
    '新しい診断の回答があり、レポートが作成されました。',
    '',
    ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
    ...words.flatMap(([label, value]) => ['', `■ ${label}`, value]),
    '',
    where,
    '',
  ].join('\n');

  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px;">新しい診断の回答があり、レポートが作成されました。</p>
<table style="border-collapse:collapse;width:100%;font-size:14px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align:left;white-space:nowrap;padding:6px 12px 6px 0;border-bottom:1px solid #e2e8f0;color:#475569;font-weight:normal;">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${words
  .map(
    ([label, value]) =>
      `<h2 style="margin:16px 0 4px;font-size:14px;color:#475569;">${escapeHtml(label)}</h2><p style="margin:0;white-space:pre-wrap;">${escapeHtml(value)}</p>`,
  )
  .join('\n')}
<p style="margin:16px 0 0;">${
      leadUrl
        ? `<a href="${escapeHtml(leadUrl)}" style="color:#1d4ed8;">この回答を管理画面で開く</a>`
        : escapeHtml(where)
    }</p>`,
  );

  return {
    to: input.to,
    subject,
    text,
    html,
    messageId: input.messageId,
    replyTo: oneLine(input.submission.email),
  };
}

/** The lead's own words (the three free texts) and the questions its report answered, as labelled blocks. */
function visitorWordsOf(submission: Submission): [string, string][] {
  const free = submission.freeText;
  const asks = asksOf(submission).map((question) => `・${question}`);
  const blocks: [string, string | undefined][] = [
    ...freeTextPrompts.map((prompt): [string, string | undefined] => [prompt.label, free[prompt.key]]),
    ['ご質問（レポートで回答済み）', asks.join('\n')],
  ];
  return blocks.filter((block): block is [string, string] => (block[1] ?? '').trim() !== '');
}
