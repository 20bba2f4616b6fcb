import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// A membership row is a small card of its own, so rows stay apart when they wrap on a phone.

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
  minWidth: 0,
});

export const rowTitle = style({ fontWeight: 600, padding: 0 });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const error = style({ margin: 0, color: vars.color.error });
