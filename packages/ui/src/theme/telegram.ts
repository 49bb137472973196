// Telegram theme mapping: which Telegram client colour feeds which kit variable. The CSS side is
// src/styles/telegram.css; it only applies under the attribute below, so outside Telegram (or before
// the SDK has bound its variables) the brand's own colours stay.
import { useEffect } from "react";

export const TELEGRAM_THEME_ATTRIBUTE = "data-telegram-theme";

/** Kit variable → Telegram variables it reads, first present wins, the brand colour last. */
export const TELEGRAM_THEME_MAP: Readonly<Record<string, readonly string[]>> = {
  "--ui-surface": ["--tg-theme-bg-color"],
  "--ui-surface-raised": ["--tg-theme-section-bg-color", "--tg-theme-bg-color"],
  "--ui-surface-sunken": ["--tg-theme-secondary-bg-color"],
  "--ui-text": ["--tg-theme-text-color"],
  "--ui-text-muted": ["--tg-theme-hint-color"],
  "--ui-primary": ["--tg-theme-button-color"],
  "--ui-primary-contrast": ["--tg-theme-button-text-color"],
  "--ui-accent": ["--tg-theme-accent-text-color"],
  "--ui-danger": ["--tg-theme-destructive-text-color"],
  "--ui-link": ["--tg-theme-link-color"],
  "--ui-border": ["--tg-theme-section-separator-color"],
};

/** Turns the Telegram mapping on or off for an element (the document element by default). */
export function setTelegramTheme(enabled: boolean, element: HTMLElement = document.documentElement): void {
  if (enabled) element.setAttribute(TELEGRAM_THEME_ATTRIBUTE, "");
  else element.removeAttribute(TELEGRAM_THEME_ATTRIBUTE);
}

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
