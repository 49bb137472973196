"use client";
// /activity/recharge_dialog (renders before app start): the recharge flow in a sheet over the page the
// player came from (or over the wallet when opened from a link). Leaving it shows the recharge-back
// dialog at most once per calendar day (spec section 4), as a global dialog so it outlives this route.
// Opened from a link, the page reads the player's coins, chains and addresses on the server, so the sheet
// opens complete with hydration instead of shifting as the browser's reads arrive.
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { DAILY_KEYS, markShownToday, wasShownToday } from "@repo/session/once-per-day";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { useSetAtom } from "jotai";
import type { RechargeFirst } from "../wallet/load-recharge";
import { RechargeContent } from "../wallet/RechargeScreen";
import { DialogSheet } from "./DialogSheet";
import { type DialogMode, useLeaveDialog } from "./leave-dialog";

/** `first`: the server's reads for the player, when the page was opened from a link (none over another page). */
export function RechargeDialog({ locale, mode, first }: { locale: Locale; mode: DialogMode; first?: PlayerFirst<RechargeFirst> | null }) {
  const platform = usePlatform();
  const openDialog = useSetAtom(openDialogAtom);
  const leave = useLeaveDialog(mode, locale, "/wallet");
  const close = () => {
    if (!wasShownToday(platform.storage, DAILY_KEYS.rechargeBack)) {
      markShownToday(platform.storage, DAILY_KEYS.rechargeBack);
      openDialog(dialog("recharge-back", {}));
    }
    leave();
  };
  return (
    <DialogSheet mode={mode} onClose={close} title={<Trans>Recharge</Trans>}>
      <RechargeContent locale={locale} first={first} />
    </DialogSheet>
  );
}
