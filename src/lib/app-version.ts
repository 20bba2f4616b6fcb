// The one place the app's version is read (ADR 053): package.json's version (§9 product version)
// and the build it came from, both written in at build time (scripts/vite/app-version.ts). Settings
// shows them; the error reporter (issue 34) tags its reports with the same `APP_RELEASE`.

export const APP_VERSION: string = __APP_VERSION__;
export const APP_BUILD: string = __APP_BUILD__;

/** "1.45.18+3bd7926c1a": the version and the build, as a release name. */
export const APP_RELEASE = `${APP_VERSION}+${APP_BUILD}`;
