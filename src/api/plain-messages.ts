// What a user reads when the lender's answer carries text written for developers: a request
// validation line ("body.referrerCode: must be up to 20 letters or digits"), an address
// ("There is no API at GET /v1/…") or a sandbox fault's default text. The server's own
// sentences pass through (§8); these are replaced at the API edge, once, for every screen.

/** A 5xx whose text is technical. */
export const SERVER_PROBLEM_MESSAGE = 'Something went wrong on our side. Please try again.';
/** A 4xx whose text is technical and names no field we can word. */
export const CHECK_DETAILS_MESSAGE = 'Some of the details could not be accepted. Please check them and try again.';

/**
 * A sentence per request field the lender may refuse, keyed by the field's name on the wire
 * (docs/api-contract.md). Forms show it under the field of that name.
 */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  referrerCode: 'Please check the referral code. It has up to 20 letters or digits.',
  phone: 'Please enter a valid 10-digit mobile number',
  phoneNumber: 'Please enter a valid 10-digit mobile number',
  mobile: 'Please enter a valid 10-digit mobile number',
  otp: 'Please enter the 4-digit OTP',
  tncId: 'Please accept the latest terms and conditions',
  pan: 'Please enter a valid PAN, like ABCDE1234F',
  gstin: 'Please enter a valid 15-character GSTIN',
  udyam_reg_no: 'Please enter a valid Udyam registration number, like UDYAM-MH-00-0000000',
  udyamNumber: 'Please enter a valid Udyam registration number, like UDYAM-MH-00-0000000',
  aadhaarNumber: 'Please enter a valid 12-digit Aadhaar number',
  pincode: 'Please enter a valid 6-digit pincode',
  email: 'Please enter a valid email address',
  dateOfBirth: 'Please enter a valid date of birth',
};

// "body.referrerCode: …", "query: …", "path.id: …": where in the request, then why.
const VALIDATION_LINE = /^(?:body|query|path|params|headers?)(?:\.([\w.[\]-]+))?\s*:/;
// An API address, a control path (/__name/…), or a runtime error's name.
const TECHNICAL = /\/v\d+\/|\/__[a-z]+\/|\b(?:GET|POST|PUT|PATCH|DELETE) \/|\b\w*Error\b|\bfault was set\b/;

export interface PlainProblem {
  /** The request field the text is about (its last path segment), when it names one. */
  field: string | null;
  message: string;
}

/** The server's message when it is written for people; else a plain sentence, and the field it names. */
export function plainProblem(status: number, message: string): PlainProblem {
  const validation = VALIDATION_LINE.exec(message);
  if (validation) {
    const field =
      validation[1]
        ?.split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? null;
    return { field, message: (field && FIELD_MESSAGES[field]) ?? CHECK_DETAILS_MESSAGE };
  }
  if (TECHNICAL.test(message)) {
    return { field: null, message: status >= 500 ? SERVER_PROBLEM_MESSAGE : CHECK_DETAILS_MESSAGE };
  }
  return { field: null, message };
}
