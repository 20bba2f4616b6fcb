// Shared vitest setup. DOM matchers and cleanup are registered only where a DOM exists.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // Testing Library unmounts between tests by itself only when vitest globals are on;
  // they are off here, so register it explicitly.
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
