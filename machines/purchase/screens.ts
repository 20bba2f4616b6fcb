import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The purchase journey's screens (issue 30, ADR 033, ADR 040), written once: per screen state of
// the `purchase` chart, its §2 name and address. §2 gives /suppliers and its ten children; every
// other address here is ours, under /suppliers and in the Home layout like them:
// - the review (PaymentReview, /suppliers/review) and the disbursement's status (PaymentStatus,
//   /suppliers/payment-status), which every way in shares;
// - a spend the line refuses (SpendBlocked, /suppliers/unavailable);
// - scan-and-pay (ScanPay, /suppliers/scan-pay; its mPIN, ScanPayMpin, and setting it, SetMpin,
//   under it). §2 keeps /scan-pay as a legacy redirect (src/routes/route-table.ts), so the scan
//   screen cannot have that address; the redirect now leads here.
// MakeInvoicePayment is the invoice payment's amount, UploadInvoice its invoices (which must add up to it).

export const PURCHASE_SCREENS = {
  // The supplier pages.
  suppliers: { name: 'Suppliers', path: '/suppliers', layout: 'Home' },
  select: { name: 'SelectSupplier', path: '/suppliers/select', layout: 'Home', title: 'Pay a supplier' },
  addSupplier: { name: 'AddSupplier', path: '/suppliers/add', layout: 'Home' },
  inviteSupplier: { name: 'InviteSupplier', path: '/suppliers/invite', layout: 'Home' },
  sentInvite: { name: 'SendInviteSupplier', path: '/suppliers/send-invite', layout: 'Home', title: 'Invitation' },
  // A supplier's quick payment, or its invoices.
  quickPayment: { name: 'QuickPayment', path: '/suppliers/quick-payment', layout: 'Home' },
  invoiceAmount: { name: 'MakeInvoicePayment', path: '/suppliers/make-invoice-payment', layout: 'Home' },
  uploadInvoice: { name: 'UploadInvoice', path: '/suppliers/upload-invoice', layout: 'Home', title: 'Your invoices' },
  // A merchant's UPI QR code.
  scan: { name: 'ScanPay', path: '/suppliers/scan-pay', layout: 'Home', title: 'Scan and pay' },
  // Every way in: the review, the refusal, the confirmation, the disbursement and its outcome.
  review: { name: 'PaymentReview', path: '/suppliers/review', layout: 'Home' },
  blocked: { name: 'SpendBlocked', path: '/suppliers/unavailable', layout: 'Home', title: 'Payment not possible' },
  otp: { name: 'QuickPaymentOTP', path: '/suppliers/quick-payment-otp', layout: 'Home', title: 'Confirm with OTP' },
  // Scan-and-pay confirms with the mPIN.
  mpin: { name: 'ScanPayMpin', path: '/suppliers/scan-pay/mpin', layout: 'Home', title: 'Enter your mPIN' },
  setMpin: { name: 'SetMpin', path: '/suppliers/scan-pay/set-mpin', layout: 'Home', title: 'Set your mPIN' },
  disbursement: { name: 'PaymentStatus', path: '/suppliers/payment-status', layout: 'Home' },
  success: { name: 'QuickPaymentSuccess', path: '/suppliers/quick-payment-success', layout: 'Home' },
  failure: { name: 'QuickPaymentFail', path: '/suppliers/quick-payment-fail', layout: 'Home', title: 'Not paid' },
} as const satisfies ScreenTable;

export const PURCHASE_PATHS = pathsOf(PURCHASE_SCREENS);

export type PurchaseScreen = keyof typeof PURCHASE_SCREENS;
