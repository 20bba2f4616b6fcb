import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.error, borderStyle: 'solid', borderWidth: '2px' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The native input stays in the page (and the tab order) but out of sight; its label is the
// visible button, so the platform picker, camera option on phones and screen readers all work.
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${fileInput}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The file's line takes the row's whole width, so Replace and Remove sit on the next line in every
// card alike, not beside a short name and under a long one.
export const fileName = style({ margin: 0, wordBreak: 'break-all', flexBasis: '100%' });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const uploaded = style({ margin: 0, color: vars.color.success, fontWeight: 600, flexBasis: '100%' });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: 600 });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
