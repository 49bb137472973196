"use client";
// /activity/exchange_dialog?from=&to= (renders before app start): the exchange flow in a sheet over the
// page the player came from (or over the wallet when opened from a link). Opened from a link, the page
// reads the player's coins and prices on the server, so the sheet opens complete with hydration instead
// of drawing skeletons and then shifting as the browser's reads arrive.
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { ExchangeContent } from "../wallet/ExchangeScreen";
import type { ExchangeFirst } from "../wallet/load-exchange";
import { DialogSheet } from "./DialogSheet";
import { type DialogMode, useLeaveDialog } from "./leave-dialog";

export interface ExchangeDialogProps {
  locale: Locale;
  mode: DialogMode;
  from: string | null;
  to: string | null;
  /** The server's reads for the player, when the page was opened from a link (none over another page). */
  first?: PlayerFirst<ExchangeFirst> | null;
}

export function ExchangeDialog({ locale, mode, from, to, first }: ExchangeDialogProps) {
  const leave = useLeaveDialog(mode, locale, "/wallet");
  return (
    <DialogSheet mode={mode} onClose={leave} title={<Trans>Exchange</Trans>}>
      <ExchangeContent locale={locale} from={from} to={to} first={first} />
    </DialogSheet>
  );
}
