import { randomBytes } from 'node:crypto';
import { parseEnv } from '../config/parse-env';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { defaultOfferTerms } from '../report/call-to-action';
import { providerFromEnv } from '../report/compose-report';
import { defaultProvider } from '../report/report-facts';
import { planOutbox } from './delivery-config';
import { checkDeliveryEnv, deliveryConfigFromEnv, deliveryEnvFields } from './delivery-env';
import { siteEnvFields } from './site-env';

const schema = z
  .object({ ...siteEnvFields, ...deliveryEnvFields, REPORT_LINK_TTL_DAYS: z.coerce.number().default(90) })
  .superRefine(checkDeliveryEnv);
const secret = `whsec_${randomBytes(32).toString('base64')}`;

describe('delivery configuration', () => {
  test('when nothing is set, then no message is planned', () => {
    const env = parseEnv(schema, {});

    const config = deliveryConfigFromEnv(env, { publicUrl: 'http://localhost:3000/' });

    expect(planOutbox(config)).toEqual([]);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(env.DELIVERY_ATTEMPTS).toBe(8);
  });

  test('when SMTP, operators and two webhooks are set, then the visitor e-mail, one lead e-mail and a webhook per URL are planned', () => {
    const env = parseEnv(schema, {
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      SMTP_FROM: 'DX診断 <no-reply@example.com>',
      LEAD_NOTIFY_EMAILS: ' sales@example.com, ,ops@example.com ',
      WEBHOOK_URLS: 'https://crm.example.com/hook,https://chat.example.com/x',
      WEBHOOK_SECRET: secret,
    });

    const config = deliveryConfigFromEnv(env, {
      publicUrl: 'https://dx.example.jp',
      adminPathSecret: 'a'.repeat(128),
    });

    expect(env.LEAD_NOTIFY_EMAILS).toEqual(['sales@example.com', 'ops@example.com']);
    expect(planOutbox(config)).toEqual([
      { kind: 'visitor_report_email' },
      { kind: 'lead_email' },
      { kind: 'lead_webhook', target: 'https://crm.example.com/hook' },
      { kind: 'lead_webhook', target: 'https://chat.example.com/x' },
    ]);
    expect(config.adminDashboardUrl).toBe(`https://dx.example.jp/admin/dashboard/${'a'.repeat(128)}`);
  });

  test('when the operator is configured, then the e-mails name it with its address, contacts and policy date; blanks keep the defaults', () => {
    const env = parseEnv(schema, {
      SMTP_URL: 'smtp://127.0.0.1:25',
      SMTP_FROM: 'no-reply@example.com',
      PROVIDER_NAME: '株式会社テスト診断',
      PROVIDER_ADDRESS: '東京都千代田区丸の内1-1-1',
      PROVIDER_CONTACT: '',
      PRIVACY_CONTACT: 'privacy@example.co.jp',
      PRIVACY_POLICY_DATE: '2026-04-01',
    });

    const { site } = deliveryConfigFromEnv(env, { publicUrl: 'https://dx.example.jp' });

    expect(site).toEqual({
      operatorName: '株式会社テスト診断',
      operatorAddress: '東京都千代田区丸の内1-1-1',
      operatorContact: defaultProvider.contact,
      privacyContact: 'privacy@example.co.jp',
      privacyPolicyDate: '2026-04-01',
      reportEmail: true,
    });
    expect(() => parseEnv(schema, { PRIVACY_POLICY_DATE: '2026/04/01' })).toThrow(/PRIVACY_POLICY_DATE/);
  });

  test('when the offer and the booking page are configured, then they are parsed and reach the report and the e-mail', () => {
    const env = parseEnv(schema, {
      PROVIDER_BOOKING_URL: 'https://example.jp/booking',
      PROVIDER_OFFER_FORMAT: ' 訪問診断 ',
      PROVIDER_OFFER_MINUTES: '90',
      PROVIDER_OFFER_DELIVERABLE: '業務フロー図と改善案',
      PROVIDER_OFFER_DELIVERED_BY: '',
    });

    expect(deliveryConfigFromEnv(env, { publicUrl: 'https://dx.example.jp' }).bookingUrl).toBe(
      'https://example.jp/booking',
    );
    expect(providerFromEnv(env).offer).toEqual({
      format: '訪問診断',
      minutes: 90,
      deliverable: '業務フロー図と改善案',
      deliveredBy: defaultOfferTerms.deliveredBy,
    });
    expect(() => parseEnv(schema, { PROVIDER_OFFER_MINUTES: '0' })).toThrow(/PROVIDER_OFFER_MINUTES/);
    expect(() => parseEnv(schema, { PROVIDER_OFFER_MINUTES: 'an hour' })).toThrow(/PROVIDER_OFFER_MINUTES/);
    expect(() => parseEnv(schema, { PROVIDER_OFFER_FORMAT: 'x'.repeat(61) })).toThrow(
      /PROVIDER_OFFER_FORMAT/,
    );
  });

  test('when settings that belong together are missing or malformed, then every one is named', () => {
    expect(() =>
      parseEnv(schema, {
        SMTP_URL: 'http://mail.example.com',
        LEAD_NOTIFY_EMAILS: 'not-an-address',
        WEBHOOK_URLS: 'ftp://crm.example.com',
        WEBHOOK_SECRET: 'plain-secret',
      }),
    ).toThrow(/SMTP_URL[\s\S]*LEAD_NOTIFY_EMAILS[\s\S]*WEBHOOK_URLS[\s\S]*WEBHOOK_SECRET/);
    expect(() => parseEnv(schema, { SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/SMTP_FROM/);
    expect(() => parseEnv(schema, { LEAD_NOTIFY_EMAILS: 'a@example.com' })).toThrow(
      /LEAD_NOTIFY_EMAILS: lead e-mails need SMTP_URL/,
    );
    expect(() => parseEnv(schema, { WEBHOOK_URLS: 'https://crm.example.com' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => parseEnv(schema, { WEBHOOK_SECRET: `whsec_${randomBytes(8).toString('base64')}` })).toThrow(
      /at least 24 random bytes/,
    );
  });
});
