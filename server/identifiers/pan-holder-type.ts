import { normaliseIdentifier } from './rules.ts';

// The 4th character of a PAN names the kind of holder (Income Tax Department letters); the
// sandbox reports it with the PAN record, as a lender's PAN verification does.
const HOLDER_BY_LETTER = new Map<string, string>([
  ['A', 'Association of Persons'],
  ['B', 'Body of Individuals'],
  ['C', 'Company'],
  ['F', 'Firm'],
  ['G', 'Government'],
  ['H', 'Hindu Undivided Family'],
  ['J', 'Artificial Juridical Person'],
  ['L', 'Local Authority'],
  ['P', 'Individual'],
  ['T', 'Trust'],
]);

/** The holder type, or null for a letter no holder type uses. */
export function panHolderType(pan: string): string | null {
  return HOLDER_BY_LETTER.get(normaliseIdentifier('pan', pan).charAt(3)) ?? null;
}
