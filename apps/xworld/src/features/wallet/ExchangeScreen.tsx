// /wallet/exchange: swap between the player's off-chain coins (offchain_swap), quoted from the token
// prices, confirmed first, with the balances read again after. User info is re-read on open (route rule).
// A server component: the balances and token facts the server read with the player's login draw the form
// in the HTML (ExchangeFormPreview: the pair, what is available, the rate and the fee), and the form itself
// is a part loaded after start with those reads (ExchangePart; an exchange renders the page again on the
// server). ServerPlayerContent keeps that while this render is that player's; a guest, another login or a
// failed read gets the browser's read (ExchangeFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { ExchangeContent } from "./ExchangeContent";
import type { ExchangeFirst } from "./load-exchange";

export interface ExchangeScreenProps {
  locale: Locale;
  /** Coins named in the link (?from=&to=), already read as coin names. */
  from: string | null;
  to: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ExchangeFirst> | null;
}

export function ExchangeScreen({ locale, from, to, first }: ExchangeScreenProps) {
  return (
    <PageFrame locale={locale} back="/wallet" heading={<Trans>Exchange</Trans>}>
      <ExchangeContent locale={locale} from={from} to={to} first={first} />
    </PageFrame>
  );
}
