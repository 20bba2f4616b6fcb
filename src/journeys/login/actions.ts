import { track as trackEvent } from '../../lib/analytics.ts';
import type { TrackLoginFailureParams } from '../../../machines/login/login.machine.ts';

// The browser side effects the login chart names; the app provides them with `.provide({ actions })`.

export interface LoginActionDependencies {
  track?: typeof trackEvent;
}

export function createLoginActions(deps: LoginActionDependencies = {}) {
  const track = deps.track ?? trackEvent;
  return {
    // §4 "OTP failure triggers a login-failure tracking event".
    trackLoginFailure: (_: unknown, params: TrackLoginFailureParams) => {
      track('login_failure', {
        platform: 'web',
        error_reason: params.reason,
        user_flow: params.guarantor ? 'guarantor' : 'customer',
      });
    },
  };
}
