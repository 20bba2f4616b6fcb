import { GUARANTOR_SCREENS } from '../guarantor/screens.ts';

/**
 * The guarantor journey's entry, where a guarantor who opens anything else is sent, read off its
 * screen table. A module of its own: the login route's landing needs this one address, not the
 * guarantor's status rules (ADR 010).
 */
export const GUARANTOR_ENTRY = GUARANTOR_SCREENS.loanInfo.path;
