import { backButton } from "@telegram-apps/sdk";
import { telegramSession } from "./start";

// Each function answers false when the button is unavailable (not in Telegram, client older than 6.1,
// not started).

/** Whether the session is started; mounts the button if startTelegram's next task has not yet. */
function buttonReady(): boolean {
  if (!telegramSession()) return false;
  if (!backButton.isMounted()) backButton.mount.ifAvailable();
  return true;
}

export function showBackButton(): boolean {
  return buttonReady() && backButton.show.ifAvailable()[0];
}

export function hideBackButton(): boolean {
  return buttonReady() && backButton.hide.ifAvailable()[0];
}

export function isBackButtonVisible(): boolean {
  return telegramSession() !== null && backButton.isVisible();
}

/** Calls `handler` on each press of Telegram's back button; returns the function that stops it. */
export function onBackButtonClick(handler: () => void): () => void {
  if (!buttonReady()) return () => {};
  const result = backButton.onClick.ifAvailable(handler);
  return result[0] ? result[1] : () => {};
}
