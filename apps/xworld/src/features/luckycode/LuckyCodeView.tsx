// The lucky-code page under its intro: the draws as tabs (the chosen one in the address, ?draw=), the
// chosen draw's card with its countdown (`countdown`, the caller's timer: it knows what happens at zero)
// and what the reader has of it (`playerPart`: buying and their codes, or a sign-in prompt). No client
// code of its own beyond the tabs (ServerTabs: a tab renders the page again on the server): rendered on
// the server (LuckyCodeScreen) and by the browser's read (LuckyCodeRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";
import { DrawCard } from "./DrawCard";

export interface LuckyCodeViewProps {
  locale: Locale;
  draws: readonly LuckyDraw[];
  /** The draw shown (`chooseDraw`), none when there is no draw. */
  draw: LuckyDraw | null;
  countdown: ReactNode;
  playerPart: ReactNode;
}

export function LuckyCodeView({ locale, draws, draw, countdown, playerPart }: LuckyCodeViewProps) {
  const { t } = useLingui();
  if (!draw) return <EmptyState title={<Trans>There is no draw right now.</Trans>} />;
  const tab = String(draw.draw_id);
  const items = draws.map((item) => ({ value: String(item.draw_id), label: item.title, href: withLocale(`/luckycode/buy?draw=${item.draw_id}`, locale) }));
  return (
    <ServerTabs key={tab} label={t`Draws`} items={items} tab={tab} panelClassName="flex flex-col gap-16 pt-12">
      <DrawCard locale={locale} draw={draw} countdown={countdown} />
      {playerPart}
    </ServerTabs>
  );
}
