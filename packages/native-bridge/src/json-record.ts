// Host answers and stored records arrive as objects or as their JSON text.

/** The object itself, or the object a JSON text holds; null for anything else (arrays included). */
export function readJsonRecord(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
