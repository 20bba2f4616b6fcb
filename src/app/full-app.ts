// The one place the full app (router, route table, guard, every journey) is imported from: the
// entry and the login island share it, so the list of chunks it preloads is written once into
// the login route's JS, not once per caller.
export const importFullApp = () => import('./start-app.tsx');
