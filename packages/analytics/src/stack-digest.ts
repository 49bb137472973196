// A short, stable key for an error's stack, so that one bug reported by many players groups together.

/**
 * 8 hex characters (FNV-1a, 32 bit) of the stack with line and column numbers and query strings
 * removed: a rebuild that only moves code keeps the digest.
 */
export function stackDigest(stack: string): string {
  const normalized = stack
    .replace(/\?[^\s):]*/g, "")
    .replace(/:\d+(?::\d+)?(?=\)?$)/gm, "")
    .trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < normalized.length; i += 1) {
    hash ^= normalized.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
