import { describe, expect, it } from 'vitest';
import { describeDevice, describeOs } from '../../src/lib/device.ts';
import { FALLBACK_LOCATION, GEOLOCATION_TIMEOUT_MS, currentLocation } from '../../src/lib/geolocation.ts';
import { readUtm } from '../../src/lib/utm.ts';

describe('describeOs', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 'Android', '14'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 'iOS', '17.4'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows', '10.0'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 'macOS', '10.15.7'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'Linux', ''],
    ['curl/8.0', 'unknown', ''],
  ])('%s', (userAgent, os, osVersion) => {
    expect(describeOs(userAgent)).toEqual({ os, osVersion });
  });
});

describe('describeDevice', () => {
  it('builds the §3 device block for a browser identified by IP', () => {
    expect(
      describeDevice({
        userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A515F)',
        vendor: 'Google Inc.',
        platform: 'Linux armv8l',
      }),
    ).toEqual({
      deviceType: 'browser',
      deviceMake: 'Google Inc.',
      deviceModel: 'Linux armv8l',
      os: 'Android',
      osVersion: '13',
      identifierType: 'ip',
      identificationNumber: '',
    });
    expect(describeDevice({ userAgent: '', vendor: '', platform: '' })).toMatchObject({
      deviceMake: 'unknown',
      deviceModel: 'unknown',
    });
  });
});

describe('readUtm', () => {
  it('defaults every value to direct and the channel to web', () => {
    expect(readUtm(new URLSearchParams(''))).toEqual({
      source: 'direct',
      medium: 'direct',
      campaign: 'direct',
      channel: 'web',
    });
  });
  it('takes utm_* from the address', () => {
    expect(
      readUtm(new URLSearchParams('utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_channel=app')),
    ).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'diwali',
      channel: 'web',
    });
  });
});

describe('currentLocation', () => {
  it('asks for a fresh, accurate fix within 5 s', async () => {
    let seen: PositionOptions | undefined;
    const geolocation = {
      getCurrentPosition(success: PositionCallback, _error?: PositionErrorCallback | null, options?: PositionOptions) {
        seen = options;
        success({ coords: { latitude: 28.61, longitude: 77.2 } } as GeolocationPosition);
      },
    };
    await expect(currentLocation(geolocation)).resolves.toEqual({ latitude: 28.61, longitude: 77.2 });
    expect(seen).toEqual({ enableHighAccuracy: true, maximumAge: 0, timeout: GEOLOCATION_TIMEOUT_MS });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
  });

  it('resolves null on refusal, on a throwing API and without geolocation', async () => {
    const refusing = {
      getCurrentPosition(_success: PositionCallback, error?: PositionErrorCallback | null) {
        error?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      },
    };
    const throwing = {
      getCurrentPosition() {
        throw new Error('insecure origin');
      },
    };
    await expect(currentLocation(refusing)).resolves.toBeNull();
    await expect(currentLocation(throwing)).resolves.toBeNull();
    await expect(currentLocation(undefined)).resolves.toBeNull();
    expect(FALLBACK_LOCATION).toEqual({ latitude: 19.076, longitude: 72.8777 });
  });
});
