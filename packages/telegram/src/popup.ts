import { miniApp, popup } from "@telegram-apps/sdk";
import { TelegramError } from "./errors";
import { telegramSession } from "./start";

export type PopupChoice = "ok" | "cancel";

export interface ConfirmPopupOptions {
  title?: string;
  message: string;
  /** Button texts; without them Telegram shows its own localised "OK" and "Cancel". */
  okText?: string;
  cancelText?: string;
}

// Spec: not shown — popup wording. Telegram's own localised OK/Cancel unless the app passes texts.
/**
 * Shows Telegram's native popup with ok and cancel. Closing it any other way counts as cancel.
 * @throws {TelegramError} "not_in_telegram" (not started or no popups), "popup_failed".
 */
export async function confirmPopup(options: ConfirmPopupOptions): Promise<PopupChoice> {
  if (!telegramSession() || !popup.show.isAvailable()) throw new TelegramError("not_in_telegram");
  let buttonId: string | null;
  try {
    buttonId = await popup.show({
      title: options.title,
      message: options.message,
      buttons: [
        options.okText ? { id: "ok", type: "default", text: options.okText } : { id: "ok", type: "ok" },
        options.cancelText ? { id: "cancel", type: "destructive", text: options.cancelText } : { id: "cancel", type: "cancel" },
      ],
    });
  } catch (error) {
    throw new TelegramError("popup_failed", { cause: error });
  }
  return buttonId === "ok" ? "ok" : "cancel";
}

/** Closes the mini app; false when not in Telegram. */
export function closeMiniApp(): boolean {
  if (!telegramSession()) return false;
  try {
    return miniApp.close.ifAvailable()[0];
  } catch {
    return false;
  }
}

/** Asks with ok/cancel and closes the mini app on ok (the root-page back button of SPEC section 2). */
export async function confirmAndClose(options: ConfirmPopupOptions): Promise<PopupChoice> {
  const choice = await confirmPopup(options);
  if (choice === "ok") closeMiniApp();
  return choice;
}
