import type { ReactNode } from 'react';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { TextField } from '../../../ui/index.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { AvailableLead } from './Suppliers.tsx';
import * as styles from './purchase.css.ts';

/** An amount screen: the supplier, the amount in rupees against what is available, Continue and Back. */
export function AmountStep(
  props: PurchaseScreenProps & { title: string; hint: string; fixed?: boolean; children?: ReactNode; back: string },
) {
  const { snapshot, title, hint, fixed = false, children, back } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  // Scan-and-pay's Continue asks the lender whether this merchant and amount may be paid.
  const checking = snapshot.matches({ scan: 'checkingEligibility' });
  return (
    <PageFrame
      title={title}
      lead={<AvailableLead amount={context.line?.available ?? null} />}
      error={context.error}
      busy={checking}
      onSubmit={() => send({ type: 'CONTINUE' })}
    >
      <div className={styles.fieldset}>
        <TextField
          label="Amount (₹)"
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          value={context.amountTyped}
          readOnly={fixed}
          error={context.amountError}
          onChange={(event) => send({ type: 'TYPE_AMOUNT', value: event.target.value })}
        />
        {children}
      </div>
      <Ways
        pending={checking}
        ways={[
          { label: 'Continue', submit: true, busy: checking },
          {
            label: back,
            variant: 'link',
            onClick: () => send({ type: context.way === 'scan' ? 'SCAN_AGAIN' : 'BACK' }),
          },
        ]}
      />
    </PageFrame>
  );
}
