import { randomUUID } from 'node:crypto';
import type { SubmitRequestInput } from '../contract';

/** A valid submit body with unique values; override any section. */
export function buildSubmitRequest(overrides: Partial<SubmitRequestInput> = {}): SubmitRequestInput {
  const unique = randomUUID().slice(0, 8);
  return {
    companyInfo: {
      companyName: `テスト商事${unique}`,
      establishmentYear: '21_30',
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'department_head',
    },
    answers: { q1: 'B', q2: 'B', q3: 'C', q4: 'B', q5: 'C', q6: 'B', q7: 'C', q8: 'B', q9: 'C', q10: 'C' },
    freeText: { issue: '受発注がFAX中心で手入力が多い', expectation: '', support: '' },
    userInfo: { name: `山田${unique}`, email: `taro.${unique}@example.com`, phone: '03-1234-5678' },
    ...overrides,
  };
}
