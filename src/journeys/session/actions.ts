import { combinedToken } from '../../api/customer/login.ts';
import { decodeToken } from '../../lib/jwt.ts';
import { performLogout } from '../../lib/logout.ts';
import { storage as browserStorage, type BrowserStorage } from '../../lib/storage.ts';
import type { LoginOutput } from '../../../machines/session/signed-out.ts';
import type { HomeBundle, ReferralStarted } from '../../../machines/session/session.machine.ts';

// The browser side effects the session chart names (the login journey's: src/journeys/login/actions.ts);
// the app provides them with `.provide({ actions })`. Tests pass recording fakes instead.

export interface SessionActionDependencies {
  storage?: Pick<BrowserStorage, 'set' | 'remove'>;
  logout?: () => void;
}

export function createSessionActions(deps: SessionActionDependencies = {}) {
  const storage = deps.storage ?? browserStorage;
  const logout = deps.logout ?? (() => void performLogout());
  return {
    // §3: token (combined bearer string, also a 1-day cookie), token type, phone (also a cookie), decoded token.
    persistAuth: (_: unknown, output: LoginOutput) => {
      const token = combinedToken(output.auth);
      storage.set('token', token);
      storage.set('tokenType', output.auth.tokenType);
      storage.set('phone', output.phone);
      const decoded = decodeToken(token);
      if (decoded) storage.set('decodedToken', decoded);
      if (output.home !== null && output.home !== undefined) storage.set('homeData', output.home);
      if (output.guarantorId) storage.set('guarantorId', output.guarantorId);
    },
    rememberReferral: (_: unknown, referral: ReferralStarted) => {
      storage.set('referralCallbackUrl', referral.callbackUrl);
      storage.set('isReferralFlow', true);
    },
    persistHome: (_: unknown, bundle: HomeBundle) => {
      storage.set('homeData', bundle.home);
      storage.set('flags', bundle.flags);
      const latestLoanId = bundle.summary.latestLoanId ?? bundle.home.application.latestLoanId;
      if (latestLoanId) storage.set('latestLoanId', latestLoanId);
      if (bundle.summary.referralCallbackUrl) storage.set('referralCallbackUrl', bundle.summary.referralCallbackUrl);
      if (bundle.summary.referralMarketplaceMcode)
        storage.set('referralMarketplaceCode', bundle.summary.referralMarketplaceMcode);
    },
    // §4 logout: clear all storage and cookies, then leave for the destination.
    endSession: () => logout(),
  };
}
