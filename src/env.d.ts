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

/** package.json's version, written in at build time (scripts/vite/app-version.ts); read via src/lib/app-version.ts. */
declare const __APP_VERSION__: string;
/** The build's id (the commit, or SAAKH_BUILD_ID), written in at build time; read via src/lib/app-version.ts. */
declare const __APP_BUILD__: string;
