// Which phone a visitor holds, to put its download first. Read from the browser's user agent: this is
// about the device, not the platform the app runs on (that is the platform adapter's business).
import type { AppDownload, AppPlatform } from "@repo/api-client/endpoints/product";

export type DeviceOs = AppPlatform | "other";

export function deviceOsOf(userAgent: string): DeviceOs {
  if (/android/i.test(userAgent)) return "android";
  // iPadOS 13+ reports itself as a Mac; a touch Mac is an iPad.
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent))) return "ios";
  return "other";
}

/** The downloads with the visitor's own platform first, stores before files, otherwise as the server sent them. */
export function downloadsFor(os: DeviceOs, list: readonly AppDownload[]): AppDownload[] {
  const rank = (entry: AppDownload) => (entry.platform === os ? 0 : 1) * 2 + (entry.channel === "store" ? 0 : 1);
  return list.map((entry, index) => ({ entry, index })).sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index).map(({ entry }) => entry);
}
