// The lobby's live-prize strip (rt_prize_billboard): the server's read rendered with the lobby, then
// read again every 30 seconds while the lobby is open (LiveWinsRefresh).
import type { Locale } from "@repo/i18n/locales";
import type { LiveWin } from "./load-home";
import { LiveWinsRefresh } from "./LiveWinsRefresh";
import { LiveWinsSection } from "./LiveWinsSection";

export function LiveWinsStrip({ initial, locale }: { initial: LiveWin[]; locale: Locale }) {
  return (
    <LiveWinsRefresh initial={initial} locale={locale}>
      <LiveWinsSection wins={initial} locale={locale} />
    </LiveWinsRefresh>
  );
}
