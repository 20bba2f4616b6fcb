import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The purchase screens' own pieces: the supplier list's rows, the invoices' rows, the camera's view.

// A fieldset's min-content width would push its fields past a 320 px phone's edge: it shrinks instead.
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const supplierButton = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  textAlign: 'left',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const supplierName = style({ fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
});

// An invoice's fieldset: its fields in a column, framed as the supplier rows are.
export const invoiceRow = style([fieldset, { padding: vars.space.md, border: `1px solid ${vars.color.border}` }]);

export const invoiceLegend = style({ fontWeight: 600, padding: 0 });

export const camera = style({ width: '100%', maxHeight: '18rem', borderRadius: vars.radius.md, background: '#000' });
