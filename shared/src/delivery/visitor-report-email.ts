import { reportLinkPath } from '../contract/report-link';
import type { Submission } from '../db/schema';
import { operatorDetailLines, type SiteInfo } from '../contract/site-info';
import { escapeHtml, formatTokyoDate, htmlDocument } from './html-text';
import type { OutgoingMail } from './mailer';

/** Name of the service as the e-mails give it. */
export const serviceName = 'DX・AI成熟度診断';

/** The line that introduces the booking page, when the provider has one. */
const bookingInvitation = '診断結果についてのご相談は、次のページからご予約いただけます。';

/** Configured text in HTML: escaped, its line breaks kept. */
const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The opening line: no name, since anyone can type any name and address into the form. */
const greeting = `この度は${serviceName}をご利用いただき、ありがとうございます。`;

/** The two lines that tell what the report found: the level, and the first step when it is table text. */
export interface ReportSummary {
  level: string;
  firstStep: string | null;
}

/**
 * The summary of a stored report: its level from the scores, and the first phase's title only when
 * the built-in writer wrote it from the content tables (a model's title might echo the visitor's words,
 * which this e-mail never carries). Null without scores.
 */
export function reportSummaryOf(submission: Submission): ReportSummary | null {
  const scores = submission.scores;
  if (!scores) return null;
  const phase = submission.result?.roadmap?.[0];
  const firstStep = submission.writer !== 'llm' && phase ? `${phase.period}：${phase.title}` : null;
  return { level: `レベル${scores.level}「${scores.levelName}」（総合${scores.overall}点）`, firstStep };
}

/**
 * The visitor's e-mail: their private report link, when it stops working and who runs the
 * service (name, address, contact, privacy contact with the policy's date). It carries neither
 * answers nor any part of the report: whoever reads the mail needs the link, which works like any
 * unlisted link. Nothing in it was written by the visitor, not even their name: the form would
 * otherwise let anyone send their own text to any address from the operator's domain.
 */
export function composeVisitorReportEmail(input: {
  to: string;
  publicUrl: string;
  token: string;
  expiresAt: Date;
  site: SiteInfo;
  /** The provider's booking page (PROVIDER_BOOKING_URL); offered when set. */
  bookingUrl?: string | null;
  /** The operator's subject (VISITOR_EMAIL_SUBJECT) and opening paragraph (VISITOR_EMAIL_OPENING). */
  subject?: string;
  opening?: string;
  /** The level and first step, given as two lines after the opening. */
  summary?: ReportSummary | null;
  messageId?: string;
}): OutgoingMail {
  const url = `${input.publicUrl}${reportLinkPath(input.token)}`;
  const until = formatTokyoDate(input.expiresAt);
  const subject = input.subject ?? `【${serviceName}】診断レポートのご案内`;
  const opening =
    input.opening ?? '診断レポートをご用意しました。下記のリンクから、有効期限までいつでもご覧いただけます。';
  const summary = input.summary
    ? [
        `診断結果：${input.summary.level}`,
        ...(input.summary.firstStep ? [`最初の一歩：${input.summary.firstStep}`] : []),
      ]
    : [];
  const notes = [
    `このリンクは${until}まで有効です。`,
    'リンクを知っている方はどなたでもレポートを閲覧できます。転送や共有の際はご注意ください。',
    'このメールにお心当たりがない場合は、お手数ですが破棄してください。',
  ];
  const operator = operatorDetailLines(input.site);
  // Only a web address becomes a link (the variable is validated; this guards other callers).
  const booking = input.bookingUrl && /^https?:\/\//i.test(input.bookingUrl) ? input.bookingUrl : null;

  const text = [
    greeting,
    opening,
    ...(summary.length > 0 ? ['', ...summary] : []),
    '',
    url,
    '',
    ...notes.map((note) => `・${note}`),
    '',
    ...(booking ? [bookingInvitation, booking, ''] : []),
    '――',
    input.site.operatorName,
    ...operator.map((line) => `${line.label}：${line.value}`),
    '',
  ].join('\n');

  const html = htmlDocument(
    subject,
    `<p style="margin:0 0 16px;">${escapeHtml(greeting)}<br>${htmlLines(opening)}</p>
${summary.length > 0 ? `<p style="margin:0 0 16px;padding:12px 16px;background:#f1f5f9;border-radius:8px;">${summary.map(escapeHtml).join('<br>')}</p>\n` : ''}
<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:8px;">診断レポートを開く</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all;">ボタンが開けない場合は、次のURLをブラウザに貼り付けてください。<br><a href="${escapeHtml(url)}" style="color:#1d4ed8;">${escapeHtml(url)}</a></p>
<ul style="margin:0 0 16px;padding-left:20px;font-size:13px;color:#475569;">
${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join('\n')}
</ul>
${booking ? `<p style="margin:0 0 16px;">${escapeHtml(bookingInvitation)}<br><a href="${escapeHtml(booking)}" style="color:#1d4ed8;font-weight:bold;">ご相談を予約する</a></p>\n` : ''}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 16px;">
<p style="margin:0;font-size:13px;color:#475569;">${[
      `<strong>${htmlLines(input.site.operatorName)}</strong>`,
      ...operator.map((line) => `${escapeHtml(line.label)}：${htmlLines(line.value)}`),
    ].join('<br>')}</p>`,
  );

  return { to: input.to, subject, text, html, messageId: input.messageId };
}
