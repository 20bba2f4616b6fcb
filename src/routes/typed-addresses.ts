import type { RouteNode } from './route-types.ts';

// §2 gives some screens an absolute address inside a layout that has one of its own: the
// guarantor's Loan Information is /loan-info, not /guarantor/loan-info. A person who saw
// /guarantor/kyc-success types /guarantor/loan-info; that address leads to the screen instead
// of a 404. Derived from the table, so a screen added the same way gets its address too.

/** `from` (the layout's address plus the screen's) → `to` (the screen's own address). */
export interface TypedAddress {
  from: string;
  to: string;
}

const withoutSlash = (path: string) => path.replace(/^\/+|\/+$/g, '');

function absoluteScreens(nodes: readonly RouteNode[]): string[] {
  return nodes.flatMap((node) => {
    const own = node.kind === 'screen' && node.path.startsWith('/') && !node.path.includes(':') ? [node.path] : [];
    const children = 'children' in node && node.children ? absoluteScreens(node.children) : [];
    return [...own, ...children];
  });
}

/** Every layout prefix plus absolute child that no route of the table already answers. */
export function typedAddresses(table: readonly RouteNode[]): TypedAddress[] {
  return table.flatMap((node) => {
    if (node.kind !== 'layout' || withoutSlash(node.path) === '') return [];
    const prefix = `/${withoutSlash(node.path)}`;
    return absoluteScreens(node.children)
      .filter((path) => !path.startsWith(`${prefix}/`))
      .map((path) => ({ from: `${prefix}${path}`, to: path }));
  });
}

/** The redirects the route table adds for them. */
export function typedAddressRoutes(table: readonly RouteNode[]): RouteNode[] {
  return typedAddresses(table).map(({ from, to }) => ({
    kind: 'redirect',
    name: `Typed ${from.slice(1)}`,
    path: from,
    to,
  }));
}
