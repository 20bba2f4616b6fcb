import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { input } from './text-field.css.ts';

// Sized like the text field so a select sits in a form without standing out.
export const select = input;

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: 600 });
