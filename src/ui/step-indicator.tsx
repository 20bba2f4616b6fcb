import { cx } from './class-names.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import * as styles from './step-indicator.css.ts';

export interface StepIndicatorProps {
  total: number;
  /** 1-based number of the step the user is on. */
  current: number;
  labels?: readonly string[];
  className?: string;
}

type StepState = 'done' | 'current' | 'upcoming';

export function StepIndicator({ total, current, labels, className }: StepIndicatorProps) {
  const count = Math.max(1, Math.floor(total));
  const active = Math.min(count, Math.max(1, Math.floor(current)));
  const currentLabel = labels?.[active - 1];
  const steps = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.caption}>
        Step {active} of {count}
        {currentLabel ? `: ${currentLabel}` : null}
      </p>
      <ol className={styles.list} aria-label="Progress">
        {steps.map((step) => {
          const state: StepState = step < active ? 'done' : step === active ? 'current' : 'upcoming';
          const label = labels?.[step - 1];
          return (
            <li
              key={step}
              className={styles.segment}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <VisuallyHidden>
                Step {step}
                {label ? `: ${label}` : ''}
                {state === 'done' ? ', completed' : state === 'current' ? ', current' : ''}
              </VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
