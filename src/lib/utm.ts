export interface UtmParameters {
  source: string;
  medium: string;
  campaign: string;
  channel: string;
}

/** §9: utm values default to "direct"; a browser session's channel is always web. */
export function readUtm(search: URLSearchParams): UtmParameters {
  const pick = (name: string) => search.get(name)?.trim() || 'direct';
  return {
    source: pick('utm_source'),
    medium: pick('utm_medium'),
    campaign: pick('utm_campaign'),
    channel: 'web',
  };
}
