import { callsWith } from '../../../api/call.ts';
import type { InviteValues, NewSupplier } from '../../../../rules/purchase/supplier-form.ts';
import { invitationAnswerSchema, invitationsSchema, supplierAnswerSchema, suppliersSchema } from './schemas.ts';

// The supplier calls (docs/api-contract.md, "Suppliers"). §8: each answers its caller; the screen
// shows the problem beside the way on ('hidden' keeps the 401 logout).
const own = callsWith({ errors: 'hidden' });

/** GET /v1/customer/suppliers: the marketplace's and the customer's own, searched by name or GSTIN. */
export const listSuppliers = own.call('get', suppliersSchema, (input: { query: string }) => ({
  path: '/v1/customer/suppliers',
  searchParams: input.query === '' ? {} : { search: input.query },
  phoneHeader: true,
}));

/** GET /v1/customer/suppliers/{uuid}: one supplier (a payment link names it). */
export const getSupplier = own.call('get', supplierAnswerSchema, (input: { supplierId: string }) => ({
  path: `/v1/customer/suppliers/${encodeURIComponent(input.supplierId)}`,
}));

/** POST /v1/customer/suppliers: added after the lender's penny drop (a bank account) or UPI check. */
export const addSupplier = own.call('post', supplierAnswerSchema, (input: NewSupplier) => ({
  path: '/v1/customer/suppliers',
  body: {
    name: input.name,
    gstin: input.gstin,
    ...(input.payTo.kind === 'bank'
      ? { bankAccount: { accountNumber: input.payTo.accountNumber, ifsc: input.payTo.ifsc } }
      : { vpa: input.payTo.vpa }),
  },
}));

/** POST /v1/customer/suppliers/send-invite: by SMS or WhatsApp; the same phone again is a resend. */
export const sendInvite = own.call('post', invitationAnswerSchema, (input: InviteValues) => ({
  path: '/v1/customer/suppliers/send-invite',
  body: { name: input.name.trim(), phone: input.mobile.trim(), channel: input.channel.toUpperCase() },
}));

/** GET /v1/customer/suppliers/invitations: every invitation with its state now. */
export const listInvitations = own.bare('get', invitationsSchema, '/v1/customer/suppliers/invitations');

/** POST /v1/customer/suppliers/invitations/{id}/resend: 30 s after the last send at the earliest. */
export const resendInvite = own.call('post', invitationAnswerSchema, (input: { invitationId: string }) => ({
  path: `/v1/customer/suppliers/invitations/${encodeURIComponent(input.invitationId)}/resend`,
}));
