import { z } from 'zod';
import { companySizes, establishmentYears, industries, positions } from '../questionnaire/dropdown-options';

/** SPEC §5: a simple address pattern with no whitespace. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: 10 or 11 digits once hyphens are dropped. */
export const phoneDigitsPattern = /^\d{10,11}$/;

const requiredText = (max: number) => z.string().trim().min(1, '入力してください').max(max);

export const companyInfoSchema = z.object({
  companyName: requiredText(200),
  establishmentYear: z.enum(establishmentYears.values),
  industry: z.enum(industries.values),
  companySize: z.enum(companySizes.values),
  position: z.enum(positions.values),
});

/** A choice A–D, or the custom text typed for E (possibly empty). */
const answer = z.string().max(1000);

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

const optionalText = z.string().max(4000).default('');

export const freeTextSchema = z.strictObject({
  issue: optionalText,
  expectation: optionalText,
  support: optionalText,
});

export const userInfoSchema = z.object({
  name: requiredText(100),
  email: z.string().trim().max(254).regex(emailPattern, '有効なメールアドレスを入力してください'),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((phone) => phoneDigitsPattern.test(phone.replaceAll('-', '')), {
      message: '有効な電話番号（ハイフンなし10桁または11桁）を入力してください',
    }),
});

/** Body of POST /api/submit (SPEC §3, §7). */
export const submitRequestSchema = z.strictObject({
  companyInfo: companyInfoSchema,
  answers: answersSchema,
  freeText: freeTextSchema.default({ issue: '', expectation: '', support: '' }),
  userInfo: userInfoSchema,
});

export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type Answers = z.infer<typeof answersSchema>;
export type FreeText = z.infer<typeof freeTextSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;
export type SubmitRequest = z.infer<typeof submitRequestSchema>;
/** What a client sends: freeText may be left out. */
export type SubmitRequestInput = z.input<typeof submitRequestSchema>;
