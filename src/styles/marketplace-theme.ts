import { vars } from './theme.css.ts';
import { WHITE, contrastRatio, parseHexColor, readableTextOn, toHex } from './color.ts';

export interface MarketplaceThemeInfo {
  primaryColorCode?: string | null;
  fontFamily?: string | null;
}

// AA for normal text: the bar for primary-coloured links on the white surface.
const TEXT_CONTRAST_AA = 4.5;
// AA for focus indicators and other non-text UI.
const NON_TEXT_CONTRAST_AA = 3;

// Font names come from the server and end up in CSS: allow only what a font-family
// list needs (names, spaces, commas, hyphens, quotes), nothing that could close the
// declaration or load a url().
const SAFE_FONT_FAMILY = /^[A-Za-z0-9 ,'"_-]{1,200}$/;

/** `var(--color-primary__x1y2)` → `--color-primary__x1y2`, the custom property to assign. */
export function cssVariableName(reference: string): string {
  const match = /^var\((--[^),\s]+)\)$/.exec(reference);
  if (!match?.[1]) throw new Error(`Not a CSS variable reference: ${reference}`);
  return match[1];
}

export function safeFontFamily(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  return SAFE_FONT_FAMILY.test(value) ? value : null;
}

/**
 * Inline CSS custom properties that re-theme a subtree (or the document root) with a
 * partner marketplace's brand colour and font (§1). Invalid or missing values
 * are ignored so the Saakh defaults stay in force.
 */
export function marketplaceThemeStyle(info: MarketplaceThemeInfo | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (!info) return style;

  const primary = parseHexColor(info.primaryColorCode);
  if (primary) {
    const hex = toHex(primary);
    style[cssVariableName(vars.color.primary)] = hex;
    style[cssVariableName(vars.color.primaryText)] = toHex(readableTextOn(primary));
    // A pale brand colour would make unreadable links and invisible focus rings;
    // those keep the Saakh colours.
    const onSurface = contrastRatio(primary, WHITE);
    if (onSurface >= TEXT_CONTRAST_AA) style[cssVariableName(vars.color.link)] = hex;
    if (onSurface >= NON_TEXT_CONTRAST_AA) style[cssVariableName(vars.color.focus)] = hex;
  }

  const font = safeFontFamily(info.fontFamily);
  if (font) {
    style[cssVariableName(vars.font.body)] = font;
    style[cssVariableName(vars.font.heading)] = font;
  }
  return style;
}
