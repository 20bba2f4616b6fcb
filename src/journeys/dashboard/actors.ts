import { fromPromise } from 'xstate';
import type { DashboardLoad } from '../../../machines/dashboard/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import { getAmountPayable, getPaymentHistory } from '../../api/payment/payment.ts';
import { getOffers } from '../../api/notifications/notifications.ts';

// The dashboard journey's real call: home (banners), the amount payable (limit, used, available,
// dues), the payments and the offers (GET /v1/offers: home carries no offer of its own), read
// together each time the dashboard opens, so what shows after a repayment is the lender's new
// answer. The dashboard shows its own failure with Retry, so none of them raises the error popup
// (a 401 still logs out).

export function createDashboardActors(client: ApiClient) {
  return {
    loadDashboard: fromPromise<DashboardLoad, void>(async () => {
      const [home, payable, history, offered] = await Promise.all([
        getHome(client, { errors: 'hidden' }),
        getAmountPayable(client),
        getPaymentHistory(client),
        getOffers(client),
      ]);
      return { home, payable, payments: history.payments, offers: offered.offers };
    }),
  };
}
