import { atApplication, inline, type ApplicationRef } from '../../../../api/onboarding/calls.ts';
import { questionnaireAnswerSchema, questionnaireSchema } from './schemas.ts';
import { type QuestionAnswers } from '../../../../../rules/post-approval/questionnaire.ts';

/** GET /v1/application/{id}/questionnaire: the chosen lender's questions. Errors: hidden, inline. */
export const getQuestionnaire = inline.call('get', questionnaireSchema, atApplication('v1', 'questionnaire'));

/** PATCH /v1/application/{id}/questionnaire: the answers, once (EPL-40904 a second time). Errors: hidden. */
export const submitQuestionnaire = inline.call(
  'patch',
  questionnaireAnswerSchema,
  atApplication('v1', 'questionnaire', (input: ApplicationRef & { answers: QuestionAnswers }) => ({
    answers: input.answers,
  })),
);
