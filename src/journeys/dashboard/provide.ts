import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createDashboardActors } from './actors.ts';

/** The dashboard machine with its real call. */
export function provideDashboard(client: ApiClient) {
  return dashboardMachine.provide({ actors: createDashboardActors(client) });
}

export type DashboardLogic = ReturnType<typeof provideDashboard>;
