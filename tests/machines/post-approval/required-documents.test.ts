import { describe, expect, it } from 'vitest';
import { missingMessage, missingRequired } from '../../../machines/post-approval/required-documents.ts';
import { DOCUMENT_KINDS } from '../../../server/post-approval/statements/rules.ts';
import { KIND_LABELS } from '../../../src/journeys/post-approval/screens/profile-documents-copy.ts';
import type { RequestedDocument } from '../../../rules/post-approval/documents.ts';

const asked = (kind: RequestedDocument['kind'], label: string, required: boolean): RequestedDocument => ({
  kind,
  label,
  required,
  accept: ['image/png'],
  maxBytes: 1,
  document: null,
});

const LIST = [
  asked('shop-photo-front', 'Shop photo (front)', true),
  asked('id-proof', 'Identity proof', true),
  asked('business-registration-proof', 'Business registration proof', false),
];

describe('the required-documents rule', () => {
  it('names every required document not held, in the lender’s order', () => {
    expect(missingRequired(LIST, {})).toEqual(['shop-photo-front', 'id-proof']);
    expect(missingRequired(LIST, { 'id-proof': { id: 'x' } })).toEqual(['shop-photo-front']);
  });

  it('never waits for an optional document', () => {
    expect(missingRequired(LIST, { 'shop-photo-front': {}, 'id-proof': {} })).toEqual([]);
  });

  it('counts a removed document (null) as missing', () => {
    expect(missingRequired(LIST, { 'shop-photo-front': null, 'id-proof': {} })).toEqual(['shop-photo-front']);
  });

  it('says what is missing by the lender’s labels', () => {
    expect(missingMessage(LIST, ['shop-photo-front', 'id-proof'])).toBe(
      'Please upload: Shop photo (front) and Identity proof',
    );
    expect(missingMessage(LIST, ['shop-photo-front', 'id-proof', 'business-registration-proof'])).toBe(
      'Please upload: Shop photo (front), Identity proof and Business registration proof',
    );
  });

  // A comma inside a label ("Photo of the shop, inside") made the list read as more documents than asked.
  it('reads as a list: no document label, the lender’s or the profile page’s, holds a comma', () => {
    const labels = [...Object.values(DOCUMENT_KINDS).map((kind) => kind.label), ...Object.values(KIND_LABELS)];
    expect(labels.filter((label) => label.includes(','))).toEqual([]);
  });
});
