import type { SubmitRequest } from '@app/shared/contract';
import type { QuestionnaireData } from '@/features/diagnosis/types/diagnosis-draft';

/** A complete questionnaire; q3 carries custom text for E. */
export function buildQuestionnaire(overrides: Partial<QuestionnaireData> = {}): QuestionnaireData {
  return {
    companyInfo: {
      companyName: '株式会社テスト商事',
      establishmentYear: '11_20',
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'manager',
    },
    answers: {
      q1: 'A',
      q2: 'B',
      q3: '独自の取り組みを進めている',
      q4: 'D',
      q5: 'A',
      q6: 'B',
      q7: 'C',
      q8: 'D',
      q9: 'A',
      q10: 'B',
    },
    freeText: { issue: '受発注がFAX中心', expectation: '', support: '相談したい' },
    ...overrides,
  };
}

export function buildSubmission(): SubmitRequest {
  return {
    ...buildQuestionnaire(),
    userInfo: { name: '山田 太郎', email: 'taro@example.co.jp', phone: '03-1234-5678' },
  };
}
