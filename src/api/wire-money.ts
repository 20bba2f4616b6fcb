import * as v from 'valibot';
import { paiseFromWireRupees, type Paise } from '../../rules/money/paise.ts';

// Amounts on the wire are JSON numbers of rupees with at most two decimals (docs/api-contract.md,
// "Money"); the app holds them as integer paise. Each response schema reads them through these,
// so an amount with a third decimal is a malformed answer, not a float carried on.

const MESSAGE = 'an amount of rupees with at most two decimals';

/** A wire amount of rupees (any sign: a balance may be below zero) as Paise. */
export const wirePaise = v.pipe(
  v.number(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const paise = paiseFromWireRupees(dataset.value);
    if (paise === null) {
      addIssue({ message: MESSAGE });
      return NEVER;
    }
    return paise;
  }),
);

/** A wire amount that cannot be below zero (a due, a fee, a payment) as Paise. */
export const wirePaiseAtLeastZero = v.pipe(
  wirePaise,
  v.check((paise: Paise) => paise >= 0, 'an amount of rupees of zero or more'),
);
