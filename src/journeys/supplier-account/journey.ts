import { SUPPLIER_ACCOUNT_SCREENS } from '../../../machines/supplier-account/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The supplier page (§2 /supplier/:id? and its children; issue 30, ADR 047), declared once (ADR 033).
// One view draws whichever screen the chart is on, so every address loads it.
const view = () => import('./screens/SupplierAccountView.tsx');

type Names = (typeof SUPPLIER_ACCOUNT_SCREENS)[keyof typeof SUPPLIER_ACCOUNT_SCREENS]['name'];

export const supplierAccountJourney = defineJourney({
  id: 'supplier-account',
  screens: SUPPLIER_ACCOUNT_SCREENS,
  // Every screen's name draws the one view.
  components: Object.fromEntries(Object.values(SUPPLIER_ACCOUNT_SCREENS).map(({ name }) => [name, view])) as Record<
    Names,
    typeof view
  >,
  runtime: async () => (await import('./runtime.ts')).supplierAccountJourney,
});
