import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { card } from '../../../../screens/page-parts.css.ts';

// A membership row is a small card of its own, so rows stay apart when they wrap on a phone.
// It is a fieldset, whose own margin and minimum width would break the card's edges.
export const row = style([card, { margin: 0, minWidth: 0 }]);

export const rowTitle = style({ fontWeight: 600, padding: 0 });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const error = style({ margin: 0, color: vars.color.error });
