import * as styles from './settings.css.ts';

interface SwitchProps {
  /** The channel's name; the switch is read as "<label>, switch, on". */
  label: string;
  checked: boolean;
  /** While its change is with the lender: busy, and it shows what it was until the answer. */
  busy: boolean;
  disabled: boolean;
  describedBy: string;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (ARIA switch pattern): a button with aria-checked, its state also in words. */
export function Switch({ label, checked, busy, disabled, describedBy, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className={styles.switchButton}
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span aria-hidden="true">{busy ? 'Saving…' : checked ? 'On' : 'Off'}</span>
    </button>
  );
}
