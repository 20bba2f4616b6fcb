import type { Language } from '../../rules/settings/choices.ts';

// The language the customer chose (ADR 053), kept on the device beside the lender's copy so the
// language work (issue 33) can start in it before any call, and the page's language. <html lang>
// names the language the page is written in (WCAG 3.1.1): a screen reader reads English with a
// Hindi voice otherwise. Until issue 33 writes the screens in Hindi they are all English, so the
// page stays `en` whatever was chosen; issue 33 adds 'hi' to SHOWN and the choice takes effect.
// Kept out of src/lib/stored-keys.ts: that module is in the login bundle, which has no room.

const KEY = 'saakhLanguage';

/** The languages the screens are written in. */
const SHOWN: readonly Language[] = ['en'];

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode, full): the lender keeps the choice, the device just forgets it.
  }
  document.documentElement.lang = SHOWN.includes(language) ? language : 'en';
}

/** The choice kept on this device, or null (never chosen, or unreadable). */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'en' || stored === 'hi' ? stored : null;
  } catch {
    return null;
  }
}

/** Whether the screens are shown in `language` yet. */
export const isShown = (language: Language): boolean => SHOWN.includes(language);
