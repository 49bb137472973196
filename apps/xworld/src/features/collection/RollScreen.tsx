// /rollnft: the NFT roll (NFT service roll_conf and roll) on the shared draw screen.
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { DrawScreen } from "./DrawScreen";
import type { DrawFirst } from "./load-draw";

export function RollScreen({ locale, first }: { locale: Locale; first?: PlayerFirst<DrawFirst> | null }) {
  return (
    <DrawScreen
      locale={locale}
      kind="nft"
      back="/library"
      self="/rollnft"
      heading={<Trans>NFT roll</Trans>}
      intro={<Trans>Roll for a random NFT. Keep it, show it, or sell it on the market.</Trans>}
      first={first}
    />
  );
}
