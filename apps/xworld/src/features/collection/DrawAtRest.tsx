// The draw at rest from the server's read: the wheel, the price, balance and free chances, the time to the
// next free chance (the page renders again on the server at zero), the buttons that do nothing yet and
// the odds. No client code of its own: the page's HTML, and the draw part's fallback until it has loaded.
import { Trans, useLingui } from "@lingui/react/macro";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import type { DrawConf } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { PrizeWheelFace } from "@repo/ui/prize-wheel/face";
import type { ReactNode } from "react";
import { drawCost } from "./draw-calls";
import { raritySegments } from "./draw-wheel";
import { DrawButtons } from "./DrawButtons";
import { DrawView } from "./DrawView";
import { useRarityLabel } from "./use-collectible-labels";

export function DrawAtRest({ locale, intro, conf, balance }: { locale: Locale; intro: ReactNode; conf: DrawConf; balance: string | undefined }) {
  const { t } = useLingui();
  const segments = raritySegments(useRarityLabel());
  return (
    <DrawView
      locale={locale}
      intro={intro}
      conf={conf}
      balance={balance}
      freeChances={conf.free_chances}
      wheel={<PrizeWheelFace label={t`Rarity wheel`} segments={segments} landingId={null} spins={0} />}
      nextFree={<NextFreeRefreshing nextFreeAt={conf.next_free_at} />}
      actions={<DrawButtons cost={drawCost(conf, locale)} freeChances={conf.free_chances} />}
    />
  );
}

/** The time to the next free chance on the server-rendered page: at zero the page renders again, with the chance. */
export function NextFreeRefreshing({ nextFreeAt }: { nextFreeAt: number | null }) {
  if (nextFreeAt === null) return null;
  return (
    <Trans>
      Next free chance in <RefreshingCountdown endsAt={nextFreeAt} />
    </Trans>
  );
}
