import { expect, test } from '@playwright/test';
import { journeys } from '../../../machines/index.ts';
import { browserPathsFile } from '../../harness/journey-registry.ts';
import { existsSync } from 'node:fs';

// Each journey's browser paths live beside this file as <journey>.spec.ts and call
// runBrowserPaths (tests/browser/harness/browser-runner.ts). This spec keeps
// `playwright test tests/browser/paths` meaningful before the first journey lands.
test('every journey has a browser path spec', () => {
  const missing = Object.keys(journeys).filter((name) => !existsSync(browserPathsFile(name)));
  expect(missing).toEqual([]);
});
