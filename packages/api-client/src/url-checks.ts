// The URL rules of ./url.ts without its schemas (no zod): for code on every page, such as the platform
// adapters, which check a link before opening it.

/** An absolute http(s) URL without credentials in it. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
}

/** A path of this app: one leading slash, no backslash, nothing a browser reads as another host. */
export function isAppPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !/\s/.test(value);
}
