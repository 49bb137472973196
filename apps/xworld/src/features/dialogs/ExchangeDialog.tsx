"use client";
// /activity/exchange_dialog?from=&to= (renders before app start): the exchange flow in a sheet over the
// page the player came from (or over the wallet when opened from a link).
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useHydrated } from "@repo/app-shell/runtime/use-hydrated";
import { BottomSheet } from "@repo/ui/bottom-sheet";
import { ExchangeContent } from "../wallet/ExchangeScreen";
import { type DialogMode, useLeaveDialog } from "./leave-dialog";

export function ExchangeDialog({ locale, mode, from, to }: { locale: Locale; mode: DialogMode; from: string | null; to: string | null }) {
  const leave = useLeaveDialog(mode, locale, "/wallet");
  // The sheet is a portal, which the server cannot render: it opens once the page has hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <BottomSheet open onClose={leave} title={<Trans>Exchange</Trans>}>
      <div className="flex flex-col gap-16 pt-4">
        <ExchangeContent locale={locale} from={from} to={to} />
      </div>
    </BottomSheet>
  );
}
