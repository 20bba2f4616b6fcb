import { STATEMENT_SCREENS } from '../../../machines/statement/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The credit statement and the payment history (§2), declared once (ADR 033). One view draws
// whichever screen the statement chart is on, so every address loads it.
const view = () => import('./screens/StatementView.tsx').then((m) => ({ default: m.StatementView }));

export const statementJourney = defineJourney({
  id: 'statement',
  screens: STATEMENT_SCREENS,
  runtime: async () => (await import('./runtime.ts')).statementJourney,
  components: {
    CreditStatement: view,
    downloadStatement: view,
    PaymentHistory: view,
  },
});
