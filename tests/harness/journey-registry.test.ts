import { describe, expect, it } from 'vitest';
import { journeys } from '../../machines/index.ts';
import { browserPathsFile, journeyRegistryProblems, machinePathsFile } from '../support/harness/journey-registry.ts';
import { wizardMachine } from '../fixtures/machines/wizard.ts';

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

  it('looks for a camelCase journey under its kebab-case file names', () => {
    expect(machinePathsFile('formStep')).toBe('tests/paths/form-step.paths.test.ts');
    expect(browserPathsFile('formStep')).toBe('tests/browser/paths/form-step.spec.ts');
  });
});
