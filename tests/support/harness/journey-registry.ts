import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { journeyFileName } from '../../../scripts/journey-graph/file-names.ts';

// Conventions that tie machines/index.ts to the path tests: the key is the machine id (run
// records and the coverage report use it), and each journey has machine-level and browser path
// tests in the agreed files. Journey ids are camelCase machine ids; file names are kebab-case.

export function machinePathsFile(name: string): string {
  return join('tests', 'paths', `${journeyFileName(name)}.paths.test.ts`);
}

export function browserPathsFile(name: string): string {
  return join('tests', 'browser', 'paths', `${journeyFileName(name)}.spec.ts`);
}

export function journeyRegistryProblems(
  journeys: Record<string, AnyStateMachine>,
  fileExists: (path: string) => boolean = (path) => existsSync(join(process.cwd(), path)),
): string[] {
  const problems: string[] = [];
  for (const [name, machine] of Object.entries(journeys)) {
    if (machine.id !== name) problems.push(`journey "${name}" holds machine "${machine.id}"; key and id must match`);
    if (!fileExists(machinePathsFile(name))) problems.push(`journey "${name}" has no ${machinePathsFile(name)}`);
    if (!fileExists(browserPathsFile(name))) problems.push(`journey "${name}" has no ${browserPathsFile(name)}`);
  }
  return problems;
}
