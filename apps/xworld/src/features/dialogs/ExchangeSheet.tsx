"use client";
// The exchange dialog's sheet; closing it goes back to the page underneath, or to the wallet. Its content
// is the caller's (rendered on the server).
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { DialogSheet } from "./DialogSheet";
import { type DialogMode, useLeaveDialog } from "./leave-dialog";

export function ExchangeSheet({ locale, mode, children }: { locale: Locale; mode: DialogMode; children: ReactNode }) {
  const leave = useLeaveDialog(mode, locale, "/wallet");
  return (
    <DialogSheet mode={mode} onClose={leave} title={<Trans>Exchange</Trans>}>
      {children}
    </DialogSheet>
  );
}
