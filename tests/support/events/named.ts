// Planned outputs name themselves in JSON, so a path's title says what happened, not every value.
// The name is not enumerable: an output still equals the plain value it stands for.
export function named<T extends object>(name: string, output: T): T {
  return Object.defineProperty(output, 'toJSON', { value: () => name });
}
