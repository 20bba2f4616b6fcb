import { createContext, useContext, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { MarketplaceInfoResponse } from '../../api/marketplace/index.ts';
import { storage } from '../../lib/storage.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { provideBranding } from './actors.ts';

type BrandingLogic = ReturnType<typeof provideBranding>;

/** The branding machine the login layout runs; tests provide one wired to the in-process sandbox. */
export const BrandingLogicContext = createContext<BrandingLogic | null>(null);

let appLogic: BrandingLogic | null = null;
const defaultLogic = (): BrandingLogic => (appLogic ??= provideBranding({ client: apiClient, storage }));

export type BrandingView =
  { status: 'pending' } | { status: 'branded'; info: MarketplaceInfoResponse } | { status: 'unbranded' };

function view(snapshot: SnapshotFrom<BrandingLogic>): BrandingView {
  if (snapshot.matches('branded') && snapshot.context.info) return { status: 'branded', info: snapshot.context.info };
  if (snapshot.matches('unbranded')) return { status: 'unbranded' };
  return { status: 'pending' };
}

const sameView = (a: BrandingView, b: BrandingView) =>
  a.status === b.status && (a.status !== 'branded' || b.status !== 'branded' || a.info === b.info);

/** Runs the login layout's branding machine for the marketplace named when the layout mounted. */
export function useBranding(marketplaceName: string | null): BrandingView {
  const logic = useContext(BrandingLogicContext) ?? defaultLogic();
  const actor = useActorRef(logic, { inspect: getInspect() });
  useEffect(() => {
    // Later LOADs (StrictMode's second effect run) find the machine past `idle` and are ignored.
    actor.send({ type: 'LOAD', marketplaceName });
  }, [actor, marketplaceName]);
  return useSelector(actor, view, sameView);
}
