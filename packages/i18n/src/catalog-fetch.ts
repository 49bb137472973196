// The browser's read of an app's catalog file (`catalog-file.ts`): one request, its answer checked.
import type { Messages } from "@lingui/core";

/** A compiled message: the text, or Lingui's compiled form (an array of parts). */
function isCompiledMessage(value: unknown): boolean {
  return typeof value === "string" || Array.isArray(value);
}

export function isMessages(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isCompiledMessage);
}

/** The compiled messages at `url`; throws a readable error when the file does not come or is not a catalog. */
export async function fetchCatalog(url: string, fetcher: typeof fetch = fetch): Promise<Messages> {
  // Default mode and credentials: the request matches the page's `<link rel="preload" as="fetch" crossorigin>`.
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`The translations could not load (HTTP ${response.status}).`);
  const body: unknown = await response.json().catch(() => null);
  if (!isMessages(body)) throw new Error("The translations could not be read.");
  return body;
}
