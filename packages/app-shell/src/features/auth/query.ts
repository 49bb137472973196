// Reading the auth pages' query on the server (Next hands `searchParams` as a record).

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (a repeated one counts once), or null when missing or empty. */
export function queryValue(query: SearchParams, name: string): string | null {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === "" ? null : first;
}

/** A page's own path with its query, for a way back to it after signing in. */
export function pathWithQuery(path: string, query: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
