/**
 * An address against one of the route table's patterns (src/config/paths.ts: static segments and
 * `:name` parameters), the way the router matches it: case-insensitive, trailing slashes allowed,
 * a parameter is one non-empty segment, decoded as the page's `useParams()` gives it. For the
 * start-up code (src/app/earlyReads.ts), which must not wait for the router's chunk to know the
 * page; tests/unit/matchRoutePath.test.ts holds it to react-router's `matchPath`.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // the root's pattern is '/': at least one slash, like the router's
  const match = new RegExp(`^${source || '/'}/*$`, 'i').exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1]!)]));
}

/** A segment decoded like the router's (an undecodable one stays as it is). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
