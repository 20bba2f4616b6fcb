import { Hono } from 'hono';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../../context.ts';
import { HttpError } from '../../kit/errors.ts';
import { readJsonBody } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { getPostApprovalState, setPostApprovalState } from '../../db/post-approval.ts';
import { PostApprovalErrorCodes, ownApplicationOnly, writeAtPostApprovalStep, type Owned } from '../access.ts';
import { answersSchema, questionnaireOf } from '../questionnaires.ts';
import { questionsSentPosition } from '../progression.ts';
import { updateApplication } from '../../db/customers.ts';

/** The chosen lender's questions; 409 before a lender is chosen (the questions are the lender's). */
function questionsOf(deps: SandboxDeps, owned: Owned) {
  const state = getPostApprovalState(deps.db, owned.application.id);
  if (!state.nbfc_name) {
    throw new HttpError(409, PostApprovalErrorCodes.stepNotOpen, 'Please choose your lender first.');
  }
  return { state, questions: questionnaireOf(state.nbfc_name) };
}

/** The lender's questionnaire (§7 Application questionnaire): read, and answered once. */
export function questionnaireRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/application/:id/questionnaire', requireCustomer(deps), (c) => {
    const owned = ownApplicationOnly(deps, c);
    const { state, questions } = questionsOf(deps, owned);
    const sent = questionsSentPosition(owned.application.status, state.questionnaire_json !== null);
    if (sent) {
      const { status, subStatus, nextAction } = sent;
      const changes = { status, sub_status: subStatus, next_action: nextAction };
      updateApplication(deps.db, owned.application.id, changes, isoAt(deps.now()));
    }
    return c.json({ nbfcName: state.nbfc_name, questions, submitted: state.questionnaire_json !== null });
  });

  routes.patch('/v1/application/:id/questionnaire', requireCustomer(deps), async (c) => {
    const owned = ownApplicationOnly(deps, c);
    const { state, questions } = questionsOf(deps, owned);
    if (state.questionnaire_json !== null) {
      throw new HttpError(409, PostApprovalErrorCodes.alreadyAnswered, 'Your answers have already been sent.');
    }
    const { answers } = await readJsonBody(c, answersSchema(questions));
    const answer = writeAtPostApprovalStep(deps, owned, 'questionnaire', () => {
      setPostApprovalState(deps.db, owned.application.id, { questionnaire_json: JSON.stringify(answers) });
      return {};
    });
    return c.json(answer);
  });

  return routes;
}
