import type { QuestionId } from '@app/shared/questionnaire';

/** DOM ids shared by the form, the scroll-to-next and the scroll-to-first-error logic. */
export const questionElementId = (id: QuestionId) => `question-${id}`;
export const basicInfoElementId = 'basic-info';
export const fieldControlId = (field: string) => `field-${field}`;
export const otherTextId = (id: QuestionId) => `${id}-other-text`;
