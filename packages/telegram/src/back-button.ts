import { backButton } from "@telegram-apps/sdk";
import { telegramSession } from "./start";

// The back button is mounted by startTelegram; each function answers false when it is unavailable
// (not in Telegram, client older than 6.1, not started).

export function showBackButton(): boolean {
  if (!telegramSession()) return false;
  return backButton.show.ifAvailable()[0];
}

export function hideBackButton(): boolean {
  if (!telegramSession()) return false;
  return backButton.hide.ifAvailable()[0];
}

export function isBackButtonVisible(): boolean {
  return telegramSession() !== null && backButton.isVisible();
}

/** Calls `handler` on each press of Telegram's back button; returns the function that stops it. */
export function onBackButtonClick(handler: () => void): () => void {
  if (!telegramSession()) return () => {};
  const result = backButton.onClick.ifAvailable(handler);
  return result[0] ? result[1] : () => {};
}
