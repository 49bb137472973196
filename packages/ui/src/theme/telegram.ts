// Telegram theme mapping: which Telegram client colour feeds which kit variable. The CSS side is
// src/styles/telegram.css; it only applies under the attribute below, so outside Telegram (or before
// the SDK has bound its variables) the brand's own colours stay. In a mini app launch the document's
// head script turns it on before the first paint (@repo/telegram/launch-theme); the client's hook,
// ./use-telegram-theme, keeps it. No React here: the document (a server component) imports it.
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

/**
 * Turns the Telegram mapping on or off for an element (the document element by default). Touches the
 * element only when the state changes: the document's head script may have turned it on already, and
 * setting the attribute again would restyle the whole page.
 */
export function setTelegramTheme(enabled: boolean, element: HTMLElement = document.documentElement): void {
  if (element.hasAttribute(TELEGRAM_THEME_ATTRIBUTE) === enabled) return;
  if (enabled) element.setAttribute(TELEGRAM_THEME_ATTRIBUTE, "");
  else element.removeAttribute(TELEGRAM_THEME_ATTRIBUTE);
}
