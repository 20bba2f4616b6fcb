// Indian mobile numbers as people write them: "+91 98123 45670", the ten digits in two groups of
// five after the country code, on every screen (a code's "sent to" line, a lender's contact).

const NATIONAL = /^[0-9X*]{10}$/;

/**
 * "9812345670", "+919812345670" or "09812345670" → "+91 98123 45670"; a masked number the lender
 * sends ("XXXXXX5670") is grouped the same way, "+91 XXXXX X5670". Anything else (a toll-free
 * "1800 200 1001", a landline) is returned as given: it is not a mobile number to regroup.
 */
export function formatPhone(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const national = compact.replace(/^(?:\+91|91(?=[0-9X*]{10}$)|0(?=[0-9X*]{10}$))/, '');
  if (!NATIONAL.test(national)) return value;
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}
