// Host-app version rules (SPEC sections 4, 5 and 9), as pure functions.

/** Native app version that is always treated as an app-store review ("audit") build. */
export const AUDIT_VERSION = "3.1.192";

/** Oldest native app version that may open /pvp/* pages. */
export const PVP_MIN_VERSION = "3.0.6";

function segments(version: string): number[] {
  return version
    .trim()
    .split(".")
    .map((part) => {
      const value = Number.parseInt(part, 10);
      return Number.isNaN(value) ? 0 : value;
    });
}

/**
 * Compares two dotted versions segment by segment, as numbers ("3.0.10" is newer than "3.0.6").
 * A missing segment counts as 0, so "3.1" equals "3.1.0".
 * @returns a negative number when `a` is older, 0 when equal, a positive number when newer.
 */
export function compareVersions(a: string, b: string): number {
  const left = segments(a);
  const right = segments(b);
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference > 0 ? 1 : -1;
  }
  return 0;
}

/** True when `version` is `minimum` or newer. */
export function isVersionAtLeast(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) >= 0;
}

/** A "special" build: the last segment has exactly three characters and ends in 5 ("3.1.105"). */
export function isSpecialVersion(version: string): boolean {
  const last = version.trim().split(".").at(-1) ?? "";
  return last.length === 3 && last.endsWith("5");
}

/** Audit mode is forced on for exactly this native app version. */
export function isAuditVersion(version: string | null | undefined): boolean {
  return version != null && compareVersions(version, AUDIT_VERSION) === 0;
}

const LOCALE_SEGMENT = /^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/;

function withoutLocale(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  return pathname.replace(LOCALE_SEGMENT, "") || "/";
}

/**
 * True when the page at `path` needs a newer native app than `version` (the /pvp/* gate).
 * /pvp/admin is exempt; outside the native app (no version) nothing is gated.
 * A locale prefix ("/vi-VN/pvp/detail") and a query are ignored.
 */
export function needsUpdateFor(path: string, version: string | null | undefined): boolean {
  if (!version) return false;
  const pathname = withoutLocale(path);
  const isPvp = pathname === "/pvp" || pathname.startsWith("/pvp/");
  const isAdmin = pathname === "/pvp/admin" || pathname.startsWith("/pvp/admin/");
  if (!isPvp || isAdmin) return false;
  return !isVersionAtLeast(version, PVP_MIN_VERSION);
}
