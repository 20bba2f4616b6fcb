import { supplierAccountMachine } from '../../../machines/supplier-account/supplier-account.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createSupplierAccountActors } from './actors.ts';

/** The supplier page chart with its real calls. */
export function provideSupplierAccount(client: ApiClient) {
  return supplierAccountMachine.provide({ actors: createSupplierAccountActors(client) });
}

export type SupplierAccountLogic = ReturnType<typeof provideSupplierAccount>;
