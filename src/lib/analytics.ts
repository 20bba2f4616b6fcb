// The analytics sink (§4 "Analytics identify, register, track ... calls are made"). No vendor
// SDK ships yet: events go onto `window.saakhAnalytics`, an array the host page or a partner's
// web view may read (the dataLayer pattern). A real SDK plugs in here, behind the same `track`
// (ADR 004).

/** §3 analytics payload keys. */
export interface AnalyticsPayload {
  platform?: string;
  m_code?: string;
  message?: string;
  click?: string;
  push_notification_id?: string;
  location?: string;
  error_reason?: string;
  reason?: string;
  consent_status?: string;
  verify_type?: string;
  application_status?: string;
  /** A money amount in integer paise (never a float of rupees). */
  amount?: number;
  acc_type?: string;
  mode?: string;
  payment_status?: string;
  Ref_code?: string;
  Fos_id?: string;
  user_flow?: string;
  udyam_count?: number;
}

/** Event names used so far; later journeys add theirs (apply_now, pan_submitted, ...). */
export type AnalyticsEvent = 'login_failure' | 'otp_entered' | 'spend_succeeded' | 'spend_failed' | 'referral_signup';

export type AnalyticsRecord = { event: AnalyticsEvent } & AnalyticsPayload;

declare global {
  interface Window {
    saakhAnalytics?: AnalyticsRecord[];
  }
}

type AnalyticsHost = Pick<Window, 'saakhAnalytics'>;

function defaultHost(): AnalyticsHost | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Records one event; a page without a window (server, node tests) records nothing. */
export function track(
  event: AnalyticsEvent,
  payload: AnalyticsPayload = {},
  host: AnalyticsHost | undefined = defaultHost(),
): void {
  if (!host) return;
  // Whatever the host put there first is kept: it may be an SDK's queue that drains itself.
  if (!Array.isArray(host.saakhAnalytics)) host.saakhAnalytics = [];
  host.saakhAnalytics.push({ ...payload, event });
}
