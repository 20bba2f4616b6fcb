import { fromPromise } from 'xstate';
import type { DashboardLoad } from '../../../machines/dashboard/types.ts';
import type { ApiClient } from '../../api/client.ts';
import { getHome } from '../../api/home/get-home.ts';
import { getAmountPayable, getPaymentHistory } from '../../api/payment/payment.ts';

// The dashboard journey's real call: home (banners, offers), the amount payable (limit, used,
// available, dues) and the payments, read together each time the dashboard opens, so what shows
// after a repayment is the lender's new answer. The dashboard shows its own failure with Retry,
// so none of them raises the error popup (a 401 still logs out).

export function createDashboardActors(client: ApiClient) {
  return {
    loadDashboard: fromPromise<DashboardLoad, void>(async () => {
      const [home, payable, history] = await Promise.all([
        getHome(client, { errors: 'hidden' }),
        getAmountPayable(client),
        getPaymentHistory(client),
      ]);
      return { home, payable, payments: history.payments };
    }),
  };
}
