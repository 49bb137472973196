"use client";
// The recharge dialog's sheet: leaving it shows the recharge-back dialog at most once per calendar day
// (spec section 4), as a global dialog so it outlives this route. Its content is the caller's (rendered on
// the server).
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { DAILY_KEYS, markShownToday, wasShownToday } from "@repo/session/once-per-day";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { DialogSheet } from "./DialogSheet";
import { type DialogMode, useLeaveDialog } from "./leave-dialog";

export function RechargeSheet({ locale, mode, children }: { locale: Locale; mode: DialogMode; children: ReactNode }) {
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
      {children}
    </DialogSheet>
  );
}
