import { globalStyle, style } from '@vanilla-extract/css';
import { slot } from '../../../kit/upload/upload-slot.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { listColumn } from '../../../styles/list-column.ts';

export const choices = style(listColumn(vars.space.md));

export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// A document's card with its Preview inside it: this box draws the card (the upload card's own
// frame moves out to it), so Preview reads as part of that document, not of the next.
export const slotWithPreview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:has(> [data-invalid])': { borderColor: vars.color.error, borderStyle: 'solid', borderWidth: '2px' } },
});

globalStyle(`${slotWithPreview} > ${slot}, ${slotWithPreview} > ${slot}[data-invalid]`, {
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  borderRadius: 0,
});

export const previewImage = style({ maxWidth: '100%', height: 'auto' });
