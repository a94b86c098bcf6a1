import { z } from 'zod';
import { companySizes, establishmentYears, industries, positions } from '../questionnaire/dropdown-options';
import { acquisitionSourceSchema } from './lead-insights';
import { reportLinkTokenSchema } from './report-link';

/** SPEC §5: a simple address pattern with no whitespace. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: 10 or 11 digits once hyphens are dropped. */
export const phoneDigitsPattern = /^\d{10,11}$/;

/** Answered for a field holding a character no form can type and no storage keeps (see below). */
export const unsafeCharacterMessage = '使用できない文字が含まれています';

// NUL and the other control characters (tab and line breaks excepted), and halves of a surrogate
// pair: PostgreSQL refuses them in text and jsonb, and no keyboard or IME types them.
const unsafeCharacters =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds no control character (but tab, CR, LF) and no lone surrogate. */
export const hasOnlySafeCharacters = (value: string) => !unsafeCharacters.test(value);

/** SPEC §5 messages of the contact form; the API answers the same ones. */
export const userInfoMessages = {
  nameRequired: '氏名は必須です',
  nameTooLong: '氏名は100文字以内で入力してください',
  emailRequired: 'メールアドレスは必須です',
  emailInvalid: '有効なメールアドレスを入力してください',
  phoneRequired: '電話番号は必須です',
  phoneInvalid: '有効な電話番号（ハイフンなし10桁または11桁）を入力してください',
} as const;

// Dashes Japanese keyboards and IMEs produce where a hyphen is meant (ー is the long-vowel mark,
// typed by the same key in kana mode); NFKC has already turned －, ｰ and full-width brackets into
// their ASCII or plain forms.
const dashLike = /[\u2010-\u2015\u2212\u2043\u30fc\ufe58\ufe63]/g;
// Whatever visually groups the digits: runs of them become one hyphen.
const phoneSeparators = /[\s\-()[\]{}.]+/g;

/**
 * A phone number as typed in Japan, made comparable to the SPEC rule: full-width digits, spaces,
 * brackets and dashes become ASCII digits grouped by single hyphens, and +81 becomes the leading 0
 * (「＋８１ ３-1234-5678」 → 「03-1234-5678」). Anything else is kept, so that the check still fails.
 */
export function normalizePhone(raw: string): string {
  let phone = raw.normalize('NFKC').replace(dashLike, '-').trim();
  const international = /^\+\s*81(.*)$/s.exec(phone);
  if (international) {
    // The trunk 0 may be written after the country code, in brackets or not: +81 (0)3…, +81 03….
    const national = international[1]!.replace(/^[\s-]*(\(\s*0\s*\)|0)?/, '');
    phone = `0${national}`;
  }
  return phone.replace(phoneSeparators, '-').replace(/^-+|-+$/g, '');
}

/** An e-mail address with full-width letters and symbols made ASCII (NFKC) and no outer spaces. */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** SPEC §5: the number has 10 or 11 digits once hyphens are dropped. */
export const isValidPhone = (phone: string) => phoneDigitsPattern.test(phone.replaceAll('-', ''));

const requiredText = (max: number) =>
  z.string().trim().min(1, '入力してください').max(max).refine(hasOnlySafeCharacters, unsafeCharacterMessage);

export const companyInfoSchema = z.object({
  companyName: requiredText(200),
  establishmentYear: z.enum(establishmentYears.values),
  industry: z.enum(industries.values),
  companySize: z.enum(companySizes.values),
  position: z.enum(positions.values),
});

/** A choice A–D, or the custom text typed for E (possibly empty). */
const answer = z.string().max(1000).refine(hasOnlySafeCharacters, unsafeCharacterMessage);

export const answersSchema = z.strictObject({
  q1: answer,
  q2: answer,
  q3: answer,
  q4: answer,
  q5: answer,
  q6: answer,
  q7: answer,
  q8: answer,
  q9: answer,
  q10: answer,
});

const optionalText = z.string().max(4000).refine(hasOnlySafeCharacters, unsafeCharacterMessage).default('');

export const freeTextSchema = z.strictObject({
  issue: optionalText,
  expectation: optionalText,
  support: optionalText,
});

/**
 * Contact data (SPEC §3, §5). The form validates with this schema too, so both sides normalise the
 * same way and answer the same messages; the normalised values are what is stored.
 */
export const userInfoSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, userInfoMessages.nameRequired)
    .max(100, userInfoMessages.nameTooLong)
    .refine(hasOnlySafeCharacters, unsafeCharacterMessage),
  email: z
    .string()
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, userInfoMessages.emailRequired)
        .max(254, userInfoMessages.emailInvalid)
        .regex(emailPattern, userInfoMessages.emailInvalid)
        .refine(hasOnlySafeCharacters, userInfoMessages.emailInvalid),
    ),
  phone: z
    .string()
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .min(1, userInfoMessages.phoneRequired)
        .max(20, userInfoMessages.phoneInvalid)
        .refine(isValidPhone, userInfoMessages.phoneInvalid),
    ),
});

/** Body of POST /api/submit (SPEC §3, §7). */
export const submitRequestSchema = z.strictObject({
  companyInfo: companyInfoSchema,
  answers: answersSchema,
  freeText: freeTextSchema.default({ issue: '', expectation: '', support: '' }),
  userInfo: userInfoSchema,
  /**
   * Beyond SPEC: the token of the earlier report's private link, for a second diagnosis started
   * from that report. It must open a stored, completed report whose link has not expired, else the
   * submit is refused (400, `previousReportToken`); the two submissions are then linked and the new
   * report compares itself with the earlier one. Holding the link is the only way to link them.
   */
  previousReportToken: reportLinkTokenSchema.optional(),
  /**
   * Beyond SPEC: where the visit came from (UTM parameters, the referrer's host), taken on its
   * first page view and kept in the tab only; unknown keys are dropped, bad values answer 400.
   */
  source: acquisitionSourceSchema.optional(),
});

/** The 400 issue of a previousReportToken that opens no usable earlier report (unknown, expired, not ready). */
export const previousReportTokenMessage =
  '前回の診断レポートのリンクが見つからないか、有効期限が切れているため、前回の結果と比較できません。';

export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type Answers = z.infer<typeof answersSchema>;
export type FreeText = z.infer<typeof freeTextSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;
export type SubmitRequest = z.infer<typeof submitRequestSchema>;
/** What a client sends: freeText may be left out. */
export type SubmitRequestInput = z.input<typeof submitRequestSchema>;
