/**
 * Whether `pathname` matches a route pattern such as `/:storefront/subscription/link/*` (a `:name`
 * segment matches any one segment, a final `*` anything after, case ignored as the router does).
 * Constants and pure functions only (not shared over Module Federation): the shell's main.ts uses
 * it before sharing is set up, and the flow generator to refuse a route another flow owns.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [index, segment] of want.entries()) {
    if (segment === '*' && index === want.length - 1) return true;
    const part = have[index];
    if (part === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== decodeURIComponent(part).toLowerCase()) return false;
  }
  return have.length === want.length;
}
