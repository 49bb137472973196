// /activity/exchange_dialog?from=&to= (renders before app start): the exchange flow in a sheet over the
// page the player came from (or over the wallet when opened from a link). Both pages read the player's
// coins and prices on the server, so the sheet's content is server-rendered (ExchangeContent: the form
// drawn with the player's figures, usable once its part has loaded) instead of drawing skeletons and then
// shifting as the browser's reads arrive; the sheet and its closing are the client part (ExchangeSheet).
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { ExchangeContent } from "../wallet/ExchangeContent";
import type { ExchangeFirst } from "../wallet/load-exchange";
import type { DialogMode } from "./leave-dialog";
import { ExchangeSheet } from "./ExchangeSheet";

export interface ExchangeDialogProps {
  locale: Locale;
  mode: DialogMode;
  from: string | null;
  to: string | null;
  /** The server's reads for the player (none for a guest). */
  first?: PlayerFirst<ExchangeFirst> | null;
}

export function ExchangeDialog({ locale, mode, from, to, first }: ExchangeDialogProps) {
  return (
    <ExchangeSheet locale={locale} mode={mode}>
      <ExchangeContent locale={locale} from={from} to={to} first={first} />
    </ExchangeSheet>
  );
}
