// /petV2/draw: the pet draw (pet service draw_conf and draw) on the shared draw screen.
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { DrawScreen } from "../collection/DrawScreen";
import type { DrawFirst } from "../collection/load-draw";

export function PetDrawScreen({ locale, first }: { locale: Locale; first?: PlayerFirst<DrawFirst> | null }) {
  return (
    <DrawScreen
      locale={locale}
      kind="pet"
      back="/petV2"
      self="/petV2/draw"
      heading={<Trans>Pet draw</Trans>}
      intro={<Trans>Draw a random pet. The rarer it is, the better it hunts once you level it up.</Trans>}
      first={first}
    />
  );
}
