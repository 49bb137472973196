// /activity/recharge_dialog (renders before app start): the recharge flow in a sheet over the page the
// player came from (or over the wallet when opened from a link). Both pages read the player's coins,
// chains and addresses on the server, so the sheet's content is server-rendered (RechargeContent) and
// opens complete instead of shifting as the browser's reads arrive; the sheet and its leaving are the
// client part (RechargeSheet).
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import type { RechargeFirst } from "../wallet/load-recharge";
import { RechargeContent } from "../wallet/RechargeContent";
import type { DialogMode } from "./leave-dialog";
import { RechargeSheet } from "./RechargeSheet";

/** `first`: the server's reads for the player (none for a guest). */
export function RechargeDialog({ locale, mode, first }: { locale: Locale; mode: DialogMode; first?: PlayerFirst<RechargeFirst> | null }) {
  return (
    <RechargeSheet locale={locale} mode={mode}>
      <RechargeContent locale={locale} first={first} />
    </RechargeSheet>
  );
}
