import { vars } from './theme.css.ts';

/**
 * A list drawn as a column of blocks (documents, servers, pages): no bullets or indent, `gap`
 * between the items. A style rule to spread into a `.css.ts` style, not a class of its own, so a
 * list keeps one class with its own additions.
 */
export function listColumn(gap: string = vars.space.sm) {
  return { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap } as const;
}
