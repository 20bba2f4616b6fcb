/// <reference types="vite/client" />

// Build-time settings; every one is optional so a plain `npm start` needs none.
interface ImportMetaEnv {
  /** Lender API origin; empty or unset = same-origin sandbox. */
  readonly VITE_API_BASE_URL?: string;
  /** The one test phone that, with the stored flag, may use the staging override (§6). */
  readonly VITE_STAGING_TEST_NUMBER?: string;
  /** Where /help sends the user. */
  readonly VITE_SUPPORT_URL?: string;
  /** Staging server list for the override, comma separated. */
  readonly VITE_DEV_SERVERS?: string;
  /** '1' in the browser suite's build only: journey transitions go to Playwright (src/app/journey-observer.ts). */
  readonly VITE_JOURNEY_OBSERVER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
