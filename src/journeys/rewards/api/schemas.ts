import * as v from 'valibot';
import type { Assert, Equal } from '../../../api/same-type.ts';
import type { Rewards, SchemeDetails } from '../../../../rules/rewards/types.ts';

// The rewards answers (docs/api-contract.md "Rewards"; ADR 054), parsed into the chart's plain types
// (machines/rewards/types.ts). Points are whole numbers, never money.

const text = v.pipe(v.string(), v.minLength(1));
const points = v.pipe(v.number(), v.integer(), v.minValue(0));
// A regex rather than v.isoTimestamp(): valibot's actions used here would be paid for by the login page too.
const instant = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/));

const lineSchema = v.object({
  id: text,
  kind: v.picklist(['earned', 'redeemed', 'expired']),
  points: v.pipe(points, v.minValue(1)),
  schemeId: v.nullable(text),
  description: text,
  at: instant,
  expiresAt: v.nullable(instant),
});

const briefEntries = { id: text, name: text, summary: text };

export const rewardsSchema = v.object({
  balance: points,
  lines: v.array(lineSchema),
  schemes: v.array(v.object(briefEntries)),
});

export const schemeSchema = v.object({
  ...briefEntries,
  earn: text,
  cap: text,
  expiry: text,
  terms: v.array(text),
});

export const schemeAnswerSchema = v.object({ scheme: schemeSchema });

type _RewardsIsChart = Assert<Equal<Rewards, v.InferOutput<typeof rewardsSchema>>>;
type _SchemeIsChart = Assert<Equal<SchemeDetails, v.InferOutput<typeof schemeSchema>>>;
