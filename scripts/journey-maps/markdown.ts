// Small Markdown builders for the journey maps. Links are relative to docs/journeys/, where the
// maps live, so GitHub opens the file they name.

import { journeyFileName } from '../journey-graph/file-names.ts';

export const MAPS_DIR = 'docs/journeys';

export function code(text: string): string {
  return `\`${text}\``;
}

export function fileLink(file: string): string {
  return `[${file}](../../${file})`;
}

export function mapLink(journey: string): string {
  return `[${journey}](${journeyFileName(journey)}.md)`;
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)];
}

/** `a`, `a and b`, `a, b and c`. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
