import { describe, expect, it } from 'vitest';
import { DRAFTS_KEY, createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import type { StorageBackend } from '../../../src/lib/storage.ts';
import { memoryBackend } from '../../support/memory-storage.ts';

// Typed input survives a reload: one versioned record per application, never sensitive fields.

const quiet = { warn: () => {} };

describe('onboarding drafts', () => {
  it('keeps typed values per step and reads them back', () => {
    const store = memoryBackend();
    const drafts = createDraftStore(() => store, quiet);
    drafts.save('app-1', 'personalInfo', { firstName: 'Asha', email: 'asha@' }, []);
    drafts.save('app-1', 'panKyc', { pan: 'ABCPV', addressProofNumber: '234567890123' }, ['addressProofNumber']);
    expect(drafts.read()).toEqual({
      version: 1,
      applicationId: 'app-1',
      steps: { personalInfo: { firstName: 'Asha', email: 'asha@' }, panKyc: { pan: 'ABCPV' } },
    });
    expect(store.items.get(DRAFTS_KEY)).not.toContain('234567890123');
  });

  it('clears a submitted step and removes the record when none is left', () => {
    const store = memoryBackend();
    const drafts = createDraftStore(() => store, quiet);
    drafts.save('app-1', 'personalInfo', { firstName: 'Asha' }, []);
    drafts.save('app-1', 'kycSelection', { kycMode: 'manual' }, []);
    drafts.clear('app-1', 'personalInfo');
    expect(drafts.read()?.steps).toEqual({ kycSelection: { kycMode: 'manual' } });
    drafts.clear('app-1', 'kycSelection');
    expect(store.items.has(DRAFTS_KEY)).toBe(false);
  });

  it('replaces another application’s record instead of mixing them', () => {
    const store = memoryBackend();
    const drafts = createDraftStore(() => store, quiet);
    drafts.save('app-1', 'personalInfo', { firstName: 'Asha' }, []);
    drafts.save('app-2', 'personalInfo', { firstName: 'Ravi' }, []);
    expect(drafts.read()).toEqual({
      version: 1,
      applicationId: 'app-2',
      steps: { personalInfo: { firstName: 'Ravi' } },
    });
  });

  it('discards a record of another version, broken JSON, or unknown steps', () => {
    expect(
      createDraftStore(
        () => memoryBackend({ [DRAFTS_KEY]: JSON.stringify({ version: 2, applicationId: 'a', steps: {} }) }),
        quiet,
      ).read(),
    ).toBeNull();
    expect(createDraftStore(() => memoryBackend({ [DRAFTS_KEY]: '{not json' }), quiet).read()).toBeNull();
    expect(
      createDraftStore(
        () =>
          memoryBackend({
            [DRAFTS_KEY]: JSON.stringify({ version: 1, applicationId: 'a', steps: { personalInfo: { age: 3 } } }),
          }),
        quiet,
      ).read(),
    ).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
      clear: () => {},
    };
    const drafts = createDraftStore(() => broken, quiet);
    expect(() => drafts.save('app-1', 'personalInfo', { firstName: 'A' }, [])).not.toThrow();
    expect(drafts.read()).toBeNull();
  });
});
