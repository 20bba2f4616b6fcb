// Journey ids are camelCase machine ids; the files named after a journey (its path specs, its
// sample events) are kebab-case. One conversion, for the scripts and the test harness.

/** The file name of a journey: `videoVerification` → `video-verification`. */
export function journeyFileName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
