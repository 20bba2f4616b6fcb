// Route names code refers to. §2's "named routes that navigation targets" keep its spelling;
// the table test checks each one resolves, so a rename in the table cannot silently break them.
export const NAMED_ROUTES = {
  dashboard: 'Dashboard',
  signup: 'Signup',
  documentsData: 'Documents Data',
  mobileNo: 'Mobile No',
  loanInformation: 'Loan Information',
  guarantorPanVerification: 'Guarantor Pan Verification',
  guarantorVerificationDetails: 'Guarantor Verification Details',
  guarantorKyc: 'Guarantor Kyc',
  guarantorKycSuccess: 'Guarantor KYC Success',
  guarantorVerified: 'Guarantor Verified',
  verifyOtp: 'Verify Otp',
  myProfile: 'My Profile',
  webView: 'Web View',
} as const;

export type NamedRoute = (typeof NAMED_ROUTES)[keyof typeof NAMED_ROUTES];
