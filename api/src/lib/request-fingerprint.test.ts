import { submitRequestSchema } from '@app/shared/contract';
import { buildSubmitRequest } from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { fingerprintSubmitRequest } from './request-fingerprint';

describe('fingerprintSubmitRequest', () => {
  test('when two bodies differ only in key order, then their fingerprints are equal', () => {
    const body = submitRequestSchema.parse(buildSubmitRequest());
    const reordered = {
      userInfo: { phone: body.userInfo.phone, email: body.userInfo.email, name: body.userInfo.name },
      freeText: body.freeText,
      answers: Object.fromEntries(Object.entries(body.answers).reverse()),
      companyInfo: body.companyInfo,
    } as typeof body;

    expect(fingerprintSubmitRequest(reordered)).toBe(fingerprintSubmitRequest(body));
    expect(fingerprintSubmitRequest(body)).toMatch(/^[0-9a-f]{64}$/);
  });

  test('when one answer differs, then the fingerprints differ', () => {
    const body = submitRequestSchema.parse(buildSubmitRequest());

    const changed = { ...body, answers: { ...body.answers, q1: body.answers.q1 === 'A' ? 'B' : 'A' } };

    expect(fingerprintSubmitRequest(changed)).not.toBe(fingerprintSubmitRequest(body));
  });
});
