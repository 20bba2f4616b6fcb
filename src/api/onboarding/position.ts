import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import type { ApplicationPosition, StepAnswer } from '../../../rules/onboarding/position.ts';
import type { Assert, Equal } from '../same-type.ts';

/**
 * The `application` block every onboarding submission answers (docs/api-contract.md,
 * "Onboarding"): where the lender put the application after that step. `status` and
 * `nextAction` stay open strings: a lender that adds a status must not break parsing; the
 * onboarding machine maps unknown values to a fallback screen.
 */
export const applicationPositionSchema = v.object({
  id: nonEmptyString,
  status: nonEmptyString,
  subStatus: v.nullable(v.string()),
  nextAction: v.nullable(v.string()),
  percentCompleted: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/** What a finished step hands back to the onboarding machine. */
export const stepAnswerSchema = v.object({ application: applicationPositionSchema });

type _PositionIsRules = Assert<Equal<ApplicationPosition, v.InferOutput<typeof applicationPositionSchema>>>;
type _StepAnswerIsRules = Assert<Equal<StepAnswer, v.InferOutput<typeof stepAnswerSchema>>>;
