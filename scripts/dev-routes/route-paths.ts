/** The part of a react-router route object that says where it matches. */
export interface RouteShape {
  path?: string;
  index?: boolean;
  children?: RouteShape[];
}

/** Every path pattern a route table matches, parents joined to their children's relative paths. */
export function routePatterns(routes: readonly RouteShape[], parent = "/"): string[] {
  const patterns = routes.flatMap((route) => {
    const here =
      route.path === undefined
        ? parent
        : route.path.startsWith("/")
          ? route.path
          : `${parent.replace(/\/$/, "")}/${route.path}`;
    // A pathless layout route matches nothing itself; its children do.
    const own = route.index || route.path !== undefined ? [here] : [];
    return [...own, ...routePatterns(route.children ?? [], here)];
  });
  return [...new Set(patterns)];
}

/**
 * A link token no link has: a page opened with it shows its "no such link" state, and the API's
 * 4xx for it is that state's answer, not a problem (visit.ts).
 */
export const UNKNOWN_LINK_TOKEN = "0".repeat(64);

/** A path no route names, for the catch-all patterns (`*`, `/admin/*`). */
export const UNKNOWN_SEGMENT = "no-such-page";

/**
 * The address that opens `pattern`: each `:param` from `params`, a splat as an unknown page.
 * A parameter without a value throws, so a new route with one is not skipped unseen.
 */
export function routeAddress(pattern: string, params: Readonly<Record<string, string>>) {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return UNKNOWN_SEGMENT;
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      // A value for this pattern's parameter ("/guests/:token token") wins over the name's.
      const value = params[`${pattern} ${name}`] ?? params[name];
      if (value === undefined) throw new Error(`no value for :${name} in the route ${pattern}`);
      return encodeURIComponent(value);
    })
    .join("/");
}
