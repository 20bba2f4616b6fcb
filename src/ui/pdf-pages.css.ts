import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { listColumn } from '../styles/list-column.ts';

export const pages = style({
  ...listColumn(),
  // A long document scrolls inside its box, so the screen's buttons stay near.
  maxHeight: '70vh',
  overflowY: 'auto',
  // Contains the pages' visually hidden text (absolutely placed): outside this box it lengthened
  // the page by the document's hidden height, past the sidebar and into nothing.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const page = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});
