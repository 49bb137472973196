// Only web addresses reach href and src: script and data URLs are how injected content would run.
const ALLOWED_PROTOCOLS = new Set(["http:", "https:"]);

/** The URL if it is http(s), protocol-relative or a path; undefined otherwise. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  // Control characters and whitespace inside a scheme ("java\tscript:") are stripped by browsers.
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  try {
    const parsed = new URL(trimmed, "https://relative.invalid");
    return ALLOWED_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
