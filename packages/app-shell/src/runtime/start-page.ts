// Which page a Telegram start param opens (its `go-<name>-<id>` segment, read by the app's table).
import { stripLocale } from "@repo/i18n/resolve";
import type { StartPage } from "@repo/telegram/start-param";
import type { AppRouteRules } from "./route-rules";

/**
 * The page to open, or null: only when the mini app starts at its home (where a t.me link lands), so a
 * reload of another page, which keeps the launch parameters, stays where it is.
 */
export function startPageOf(rules: Pick<AppRouteRules, "startPagePath">, page: StartPage | null, pathname: string): string | null {
  if (!page || !rules.startPagePath || stripLocale(pathname) !== "/") return null;
  return rules.startPagePath(page.name, page.id);
}
