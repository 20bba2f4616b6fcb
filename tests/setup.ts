// Shared vitest setup. DOM matchers are registered only where a DOM exists.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
}
