// The sandbox's IFSC directory: the big banks and a few hundred branches, generated the same way
// on every start (no download, no randomness), so tests and QA can name a branch and get it back.
// §4: the bank is the first four characters of the IFSC; the fifth is always 0.

export type Bank = { code: string; name: string };
export type Branch = { ifsc: string; bank: string; bankName: string; branch: string; city: string; state: string };

export const BANKS: readonly Bank[] = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'UBIN', name: 'Union Bank of India' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'IDIB', name: 'Indian Bank' },
  { code: 'BKID', name: 'Bank of India' },
  { code: 'YESB', name: 'Yes Bank' },
  { code: 'INDB', name: 'IndusInd Bank' },
  { code: 'IOBA', name: 'Indian Overseas Bank' },
  { code: 'IDFB', name: 'IDFC First Bank' },
];

const CITIES: readonly (readonly [string, string])[] = [
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Delhi', 'Delhi'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Kolkata', 'West Bengal'],
  ['Ahmedabad', 'Gujarat'],
  ['Surat', 'Gujarat'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Kanpur', 'Uttar Pradesh'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhopal', 'Madhya Pradesh'],
  ['Patna', 'Bihar'],
  ['Ludhiana', 'Punjab'],
  ['Kochi', 'Kerala'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Nagpur', 'Maharashtra'],
  ['Guwahati', 'Assam'],
];

const LOCALITIES = ['Main Branch', 'Market Road', 'Station Road', 'Civil Lines', 'MG Road'] as const;

/** Every bank has a branch in every city: 15 banks × 20 cities = 300 IFSCs. */
function generate(): Map<string, Branch> {
  const branches = new Map<string, Branch>();
  BANKS.forEach((bank, bankIndex) => {
    CITIES.forEach(([city, state], cityIndex) => {
      const serial = 1000 + bankIndex * 211 + cityIndex * 37;
      const ifsc = `${bank.code}0${String(serial).padStart(6, '0')}`;
      const locality = LOCALITIES[(bankIndex + cityIndex) % LOCALITIES.length];
      branches.set(ifsc, { ifsc, bank: bank.code, bankName: bank.name, branch: `${city} ${locality}`, city, state });
    });
  });
  return branches;
}

const DIRECTORY = generate();

/** IFSC format: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function findBranch(ifsc: string): Branch | undefined {
  return DIRECTORY.get(ifsc);
}

export function allBranches(): Branch[] {
  return [...DIRECTORY.values()];
}
