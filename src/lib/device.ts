/** The device block of the §3 session payload, read from the browser. */
export interface DeviceInfo {
  deviceType: string;
  deviceMake: string;
  deviceModel: string;
  os: string;
  osVersion: string;
  identifierType: string;
  identificationNumber: string;
}

export interface NavigatorLike {
  userAgent: string;
  vendor?: string;
  platform?: string;
}

// Ordered: Android and iOS user agents also mention Linux and Mac OS X.
const OS_PATTERNS: ReadonlyArray<{ os: string; pattern: RegExp }> = [
  { os: 'Android', pattern: /Android\s+([\d.]+)/ },
  { os: 'iOS', pattern: /(?:iPhone|iPad|iPod).*?OS\s+([\d_]+)/ },
  { os: 'Windows', pattern: /Windows NT\s+([\d.]+)/ },
  { os: 'macOS', pattern: /Mac OS X\s+([\d_.]+)/ },
  { os: 'ChromeOS', pattern: /CrOS\s+\S+\s+([\d.]+)/ },
  { os: 'Linux', pattern: /Linux()/ },
];

export function describeOs(userAgent: string): { os: string; osVersion: string } {
  for (const { os, pattern } of OS_PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) return { os, osVersion: (match[1] ?? '').replaceAll('_', '.') };
  }
  return { os: 'unknown', osVersion: '' };
}

/**
 * §3: a browser session identifies itself by IP, which the server sees; the
 * client sends an empty identification number.
 */
export function describeDevice(nav: NavigatorLike): DeviceInfo {
  return {
    deviceType: 'browser',
    deviceMake: nav.vendor || 'unknown',
    deviceModel: nav.platform || 'unknown',
    ...describeOs(nav.userAgent),
    identifierType: 'ip',
    identificationNumber: '',
  };
}
