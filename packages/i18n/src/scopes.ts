// Catalog scopes: the UI kit's messages and one catalog per app. An app loads the kit's scope
// plus its own, so neither app ships the other's strings.
export const SCOPES = ["ui", "xworld", "luckybear"] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: unknown): value is Scope {
  return typeof value === "string" && (SCOPES as readonly string[]).includes(value);
}

/** `scopes` in the catalogs' order without repeats, and the cache key of that set for `locale`. */
export function scopeSet(locale: string, scopes: readonly Scope[]): { scopes: Scope[]; key: string } {
  const wanted = SCOPES.filter((scope) => scopes.includes(scope));
  return { scopes: wanted, key: `${locale}:${wanted.join(",")}` };
}
