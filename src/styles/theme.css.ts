import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens.ts';

// Null leaves: vanilla-extract generates the variable names (hashed in builds).
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryText: null,
    link: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    error: null,
    errorSurface: null,
    success: null,
    successSurface: null,
    focus: null,
    overlay: null,
  },
  font: { body: null, heading: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
});

// Dialogs and toasts render in portals under <body>, outside any themed wrapper, so
// the defaults also live on :root; the class lets a subtree be re-themed explicitly.
createGlobalTheme(':root', vars, defaultTokens);
export const defaultThemeClass = createTheme(vars, defaultTokens);
