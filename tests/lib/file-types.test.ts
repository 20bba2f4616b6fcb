import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_TYPES } from '../../src/api/onboarding/documents.ts';
import { STATEMENT_CONTENT_TYPES } from '../../rules/post-approval/bank-statement.ts';
import { acceptAttribute, fileTypeMessage } from '../../src/lib/file-types.ts';

// The picker and the refusal come from the slot's one list of content types.

describe('file types', () => {
  it('names only what a statement slot takes: PDF', () => {
    expect(fileTypeMessage(STATEMENT_CONTENT_TYPES)).toBe('Please choose a PDF file');
    expect(acceptAttribute(STATEMENT_CONTENT_TYPES)).toBe('application/pdf,.pdf');
  });

  it('names every type a document slot takes', () => {
    expect(fileTypeMessage(DOCUMENT_CONTENT_TYPES)).toBe('Please choose a PDF, JPEG or PNG file');
    expect(acceptAttribute(DOCUMENT_CONTENT_TYPES)).toBe('application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    expect(fileTypeMessage(['image/jpeg', 'image/png'])).toBe('Please choose a JPEG or PNG file');
  });
});
