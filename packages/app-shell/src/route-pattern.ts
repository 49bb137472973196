// Route patterns as the spec writes them: "/wallet" (exact), "/profile/[xid]" (one dynamic segment),
// "/task/*" (the prefix itself and anything under it), "followTask" (a bare name: any path whose last
// segment is that name). Paths are matched without their locale prefix and without query or hash.

export type RoutePattern = string;

function segmentsOf(path: string): string[] {
  const clean = path.split(/[?#]/, 1)[0] ?? "";
  return clean.split("/").filter(Boolean);
}

export function matchesRoute(pattern: RoutePattern, path: string): boolean {
  const actual = segmentsOf(path);
  if (!pattern.startsWith("/")) return actual.at(-1) === pattern;
  const wildcard = pattern.endsWith("/*");
  const expected = segmentsOf(wildcard ? pattern.slice(0, -2) : pattern);
  if (wildcard ? actual.length < expected.length : actual.length !== expected.length) return false;
  return expected.every((segment, i) => (segment.startsWith("[") && segment.endsWith("]")) || segment === actual[i]);
}

export function matchesAny(patterns: readonly RoutePattern[], path: string): boolean {
  return patterns.some((pattern) => matchesRoute(pattern, path));
}
