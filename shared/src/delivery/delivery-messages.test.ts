import { describe, expect, test } from 'vitest';
import type { SiteInfo } from '../contract/site-info';
import type { Submission } from '../db/schema';
import { composeLeadEmail, leadWebhookPayload } from './lead-notification';
import { composeVisitorReportEmail, reportSummaryOf } from './visitor-report-email';

const site: SiteInfo = {
  operatorName: '株式会社<テスト>',
  operatorAddress: '東京都千代田区丸の内1-1-1',
  operatorContact: 'info@example.jp',
  privacyContact: 'privacy@example.jp\n（平日10時〜17時）',
  privacyPolicyDate: '2026-04-01',
  reportEmail: true,
};

const visitorEmail = (overrides: Partial<SiteInfo> = {}) =>
  composeVisitorReportEmail({
    to: 'taro@example.com',
    publicUrl: 'https://dx.example.jp',
    token: 'A'.repeat(43),
    expiresAt: new Date('2027-02-19T15:30:00Z'),
    site: { ...site, ...overrides },
  });

function storedSubmission(): Submission {
  return {
    id: '7d3f0c56-7a4e-4a8b-9d52-0a3c2b1e9f10',
    no: 42,
    createdAt: new Date('2026-11-22T05:03:05Z'),
    completedAt: new Date('2026-11-22T05:03:20Z'),
    companyName: 'ACME "Tools" & <Co>',
    companyInfo: {
      companyName: 'ACME "Tools" & <Co>',
      establishmentYear: '21_30',
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'manager',
    },
    contactName: '山田\n太郎',
    email: 'taro@example.com',
    phone: '03-1234-5678',
    scores: { overall: 54, level: 3, levelName: '推進期' },
    writer: 'fallback',
    freeText: { issue: '受注がFAXで<手入力>です', expectation: '', support: '無料相談を希望' },
    result: { answersToAsks: [{ question: 'IT導入補助金は使えますか', answer: '…' }] },
    source: { utmSource: 'newsletter', utmMedium: 'email', referrerHost: 'mail.example.jp' },
    fitScore: 72,
  } as unknown as Submission;
}

describe('the visitor e-mail', () => {
  test('when composed, then it gives the absolute link, its expiry in Japan time and the provider, escaped in HTML', () => {
    const mail = visitorEmail();

    expect(mail.subject).toBe('【DX・AI成熟度診断】診断レポートのご案内');
    expect(mail.text).toContain(`https://dx.example.jp/report/${'A'.repeat(43)}`);
    // 15:30 UTC is already the next day in Tokyo.
    expect(mail.text).toContain('2027年2月20日まで有効です');
    expect(mail.html).toContain('株式会社&#60;テスト&#62;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('<html lang="ja">');
  });

  test('when composed, then it greets without a name and holds no text the visitor wrote', () => {
    const mail = visitorEmail();

    expect(mail.text.startsWith('この度はDX・AI成熟度診断をご利用いただき、ありがとうございます。\n')).toBe(
      true,
    );
    expect(mail.html).toContain('この度はDX・AI成熟度診断をご利用いただき、ありがとうございます。<br>');
    expect(`${mail.text}${mail.html}`).not.toMatch(/様/u);
  });

  test('when the operator is configured, then its name, address, contact and privacy contact with the policy date close the e-mail', () => {
    const mail = visitorEmail();

    expect(mail.text).toMatch(
      /――\n株式会社<テスト>\n所在地：東京都千代田区丸の内1-1-1\nお問い合わせ：info@example\.jp\n個人情報の取り扱い（2026年4月1日改定）：privacy@example\.jp\n（平日10時〜17時）\n$/,
    );
    expect(mail.html).toContain(
      '個人情報の取り扱い（2026年4月1日改定）：privacy@example.jp<br>（平日10時〜17時）</p>',
    );
  });

  test('when the address is not configured, then it has no line and no empty label', () => {
    const mail = visitorEmail({ operatorAddress: null, privacyContact: 'info@example.jp' });

    expect(mail.text).not.toContain('所在地');
    expect(mail.html).not.toContain('所在地');
    expect(mail.text).toContain('お問い合わせ・個人情報の取り扱い（2026年4月1日改定）：info@example.jp');
  });

  test('when a booking page is configured, then the e-mail offers it as a link before the operator block', () => {
    const booking = 'https://example.jp/booking?from=mail&x=<1>';
    const mail = composeVisitorReportEmail({
      to: 'taro@example.com',
      publicUrl: 'https://dx.example.jp',
      token: 'A'.repeat(43),
      expiresAt: new Date('2027-02-19T15:30:00Z'),
      site,
      bookingUrl: booking,
    });

    expect(mail.text).toMatch(/ご予約いただけます。\nhttps:\/\/example\.jp\/booking\?from=mail&x=<1>\n\n――/u);
    expect(mail.html).toContain('<a href="https://example.jp/booking?from=mail&#38;x=&#60;1&#62;"');
    expect(mail.html.indexOf('ご相談を予約する')).toBeLessThan(mail.html.indexOf('<hr'));
  });

  test('when no booking page is configured, or it is not a web address, then the e-mail has no booking line', () => {
    for (const bookingUrl of [undefined, null, 'javascript:alert(1)']) {
      const mail = composeVisitorReportEmail({
        to: 'taro@example.com',
        publicUrl: 'https://dx.example.jp',
        token: 'A'.repeat(43),
        expiresAt: new Date('2027-02-19T15:30:00Z'),
        site,
        bookingUrl,
      });

      expect(mail.text).not.toContain('ご予約');
      expect(mail.html).not.toContain('予約');
    }
  });
});

describe('the lead notifications', () => {
  test('when the webhook payload is built, then it is a lead.created event with contact, company, level, score, writer, what the lead wrote and asked, the source and the fit score', () => {
    const payload = leadWebhookPayload(storedSubmission());

    expect(payload).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-22T05:03:20.000Z',
      data: {
        submissionNo: 42,
        submittedAt: '2026-11-22T05:03:05.000Z',
        reportCompletedAt: '2026-11-22T05:03:20.000Z',
        contact: {
          name: '山田\n太郎',
          email: 'taro@example.com',
          phone: '03-1234-5678',
          position: { code: 'manager', label: '課長・マネージャー' },
        },
        company: {
          name: 'ACME "Tools" & <Co>',
          industry: { code: 'manufacturing', label: '製造業' },
          companySize: { code: '30_99', label: '30〜99名' },
          establishmentYear: { code: '21_30', label: '21〜30年' },
        },
        assessment: { level: 3, levelName: '推進期', score: 54 },
        writer: 'fallback',
        freeText: { issue: '受注がFAXで<手入力>です', expectation: '', support: '無料相談を希望' },
        asks: ['IT導入補助金は使えますか'],
        source: { utmSource: 'newsletter', utmMedium: 'email', referrerHost: 'mail.example.jp' },
        fitScore: 72,
      },
    });
  });

  test('when the operators are e-mailed, then the subject is one line and the HTML escapes what the visitor typed', () => {
    const mail = composeLeadEmail({ to: ['sales@example.com'], submission: storedSubmission() });

    expect(mail.subject).toBe('【新規リード】ACME "Tools" & <Co>（No.42）');
    expect(mail.text).toContain('氏名: 山田 太郎');
    expect(mail.text).toContain('成熟度レベル: レベル3（推進期）');
    expect(mail.text).toContain('回答日時: 2026-11-22 14:03:05（日本時間）');
    expect(mail.text).toContain('管理画面の回答一覧で No.42 をご確認ください。');
    expect(mail.html).toContain('ACME &#34;Tools&#34; &#38; &#60;Co&#62;');
    expect(mail.html).not.toContain('<Co>');
  });

  test('when the operators are e-mailed, then it carries what the lead wrote and asked, replies go to the lead, and the link opens that lead', () => {
    const mail = composeLeadEmail({
      to: ['sales@example.com'],
      submission: storedSubmission(),
      adminDashboardUrl: 'https://dx.example.jp/admin/dashboard/secret',
    });

    expect(mail.replyTo).toBe('taro@example.com');
    expect(mail.text).toContain(
      'DX・AI活用について、外部から受けたい支援があればお聞かせください\n無料相談を希望',
    );
    expect(mail.text).toContain('受注がFAXで<手入力>です');
    expect(mail.text).toContain('・IT導入補助金は使えますか');
    // An empty answer gets no heading.
    expect(mail.text).not.toContain('検討中のAI活用');
    expect(mail.text).toContain('管理画面: https://dx.example.jp/admin/dashboard/secret?no=42');
    expect(mail.html).toContain('受注がFAXで&#60;手入力&#62;です');
    expect(mail.html).toContain('href="https://dx.example.jp/admin/dashboard/secret?no=42"');
  });

  test('when the operator sets a subject and an opening, then the visitor e-mail uses them, and a summary gives level and first step', () => {
    const mail = composeVisitorReportEmail({
      to: 'taro@example.com',
      publicUrl: 'https://dx.example.jp',
      token: 'A'.repeat(43),
      expiresAt: new Date('2027-02-19T15:30:00Z'),
      site,
      subject: '【ミライ診断】レポートができました',
      opening: '診断へのご協力に感謝いたします。\n結果は下記からご覧ください。',
      summary: {
        level: 'レベル2「デジタル化初期」（総合38点）',
        firstStep: '0〜3か月：配車の標準化：現状を把握し、小さく試す',
      },
    });

    expect(mail.subject).toBe('【ミライ診断】レポートができました');
    expect(mail.text).toContain('診断へのご協力に感謝いたします。\n結果は下記からご覧ください。');
    expect(mail.text).toContain(
      '診断結果：レベル2「デジタル化初期」（総合38点）\n最初の一歩：0〜3か月：配車の標準化',
    );
    expect(mail.html).toContain('診断へのご協力に感謝いたします。<br>結果は下記からご覧ください。');
    expect(mail.html).toContain('診断結果：レベル2「デジタル化初期」（総合38点）<br>最初の一歩：');
  });

  test('the summary takes the first step from a built-in report only: a model-written title could echo the visitor', () => {
    const roadmap = [{ period: '0〜3か月', title: '配車の標準化：現状を把握し、小さく試す' }];
    const stored = (writer: string) =>
      ({
        writer,
        scores: { overall: 38, level: 2, levelName: 'デジタル化初期' },
        result: { roadmap },
      }) as unknown as Submission;

    expect(reportSummaryOf(stored('builtin'))).toEqual({
      level: 'レベル2「デジタル化初期」（総合38点）',
      firstStep: '0〜3か月：配車の標準化：現状を把握し、小さく試す',
    });
    expect(reportSummaryOf(stored('llm'))?.firstStep).toBeNull();
    expect(reportSummaryOf({ scores: null } as unknown as Submission)).toBeNull();
  });
});
