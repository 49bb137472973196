import { openLink as sdkOpenLink, openTelegramLink as sdkOpenTelegramLink } from "@telegram-apps/sdk";
import { telegramSession } from "./start";

/**
 * Opens an outside link through Telegram (the mini app stays open).
 * @returns false when Telegram cannot open it (not started, invalid URL): fall back to the web.
 */
export function openLink(url: string, options: { tryInstantView?: boolean } = {}): boolean {
  if (!telegramSession()) return false;
  try {
    return sdkOpenLink.ifAvailable(url, options)[0];
  } catch {
    return false;
  }
}

/**
 * Opens a t.me link inside Telegram (Telegram closes the mini app).
 * @returns false when Telegram cannot open it (not started, not a https://t.me/ link).
 */
export function openTelegramLink(url: string): boolean {
  if (!telegramSession()) return false;
  try {
    return sdkOpenTelegramLink.ifAvailable(url)[0];
  } catch {
    return false;
  }
}
