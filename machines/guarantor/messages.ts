// The journey's own sentences (the server's come from its answers, §8).

/** §5 and §8: Next on Loan Information with no loan chosen. */
export const SELECT_LOAN_MESSAGE = 'Please select a loan to continue';
export const DIGILOCKER_PENDING_MESSAGE = 'DigiLocker has not finished verifying you yet. Please try again.';
export const ESIGN_PENDING_MESSAGE = 'The e-sign is not complete yet. Please sign again or try in a moment.';
