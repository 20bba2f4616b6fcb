import { describe, expect, it } from 'vitest';
import { journeys } from '../../machines/index.ts';
import { journeyRegistryProblems } from '../harness/journey-registry.ts';
import { wizardMachine } from '../harness/fixtures/wizard.ts';

describe('journey registry', () => {
  it('gives every journey its path tests, keyed by machine id', () => {
    expect(journeyRegistryProblems(journeys)).toEqual([]);
  });

  it('names a journey stored under the wrong key or without path tests', () => {
    expect(journeyRegistryProblems({ signup: wizardMachine }, () => false)).toEqual([
      'journey "signup" holds machine "wizard"; key and id must match',
      'journey "signup" has no tests/paths/signup.paths.test.ts',
      'journey "signup" has no tests/browser/paths/signup.spec.ts',
    ]);
    expect(journeyRegistryProblems({ wizard: wizardMachine }, () => true)).toEqual([]);
  });
});
