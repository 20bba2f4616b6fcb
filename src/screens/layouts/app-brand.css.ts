import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
});

// The partner's logo at the height Saakh's own takes, whatever its shape.
export const logo = style({ height: '40px', width: 'auto', maxWidth: '8rem', objectFit: 'contain' });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const platform = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
