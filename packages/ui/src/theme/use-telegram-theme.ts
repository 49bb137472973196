// The client half of the Telegram theme mapping (./telegram, which server components import too).
import { useEffect } from "react";
import { setTelegramTheme } from "./telegram";

/**
 * Maps the Telegram client's colours onto the kit while `enabled` (the app passes "we run as a mini
 * app"); removes the mapping again on unmount.
 */
export function useTelegramTheme(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    setTelegramTheme(true);
    return () => setTelegramTheme(false);
  }, [enabled]);
}
