import { isTMA, parseLaunchParamsQuery } from "@telegram-apps/sdk";
import { normalizeLaunchHash } from "./launch-hash";

/**
 * True when the page runs as a Telegram mini app. Safe on the server (false there) and before
 * {@link startTelegram}; it also recognises the newer unencoded launch hash, without changing the URL.
 */
export function isTelegram(): boolean {
  if (typeof window === "undefined") return false;
  try {
    if (isTMA()) return true;
  } catch {
    // fall through to the normalised hash
  }
  const normalized = normalizeLaunchHash(window.location.hash).replace(/^#/, "");
  if (!normalized.includes("tgWebAppData=")) return false;
  try {
    parseLaunchParamsQuery(normalized);
    return true;
  } catch {
    return false;
  }
}
