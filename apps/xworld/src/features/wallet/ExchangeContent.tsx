// The exchange page's content under its frame, also the body of the exchange dialog
// (/activity/exchange_dialog): the form drawn from the server's reads for the player and loaded after
// start (ExchangePart, ExchangeFormPreview meanwhile), else the browser's read (ExchangeFromBrowser). A
// module of its own, so the dialog does not bring the page's frame.
import { useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { DEFAULT_COIN_TYPE } from "./coin-types";
import { initialPair } from "./exchange-pair";
import { ExchangeFormPreview } from "./ExchangeFormPreview";
import { ExchangeFromBrowser, ExchangePart } from "./ExchangeFromBrowser";
import type { ExchangeFirst } from "./load-exchange";
import { FormSkeleton } from "./WalletSkeletons";

export interface ExchangeContentProps {
  locale: Locale;
  /** Coins named in the link (?from=&to=), already read as coin names. */
  from: string | null;
  to: string | null;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ExchangeFirst> | null;
}

/** What the page shows under its frame; also the body of the exchange dialog (/activity/exchange_dialog). */
export function ExchangeContent({ locale, from, to, first }: ExchangeContentProps) {
  const { t } = useLingui();
  const fromBrowser = <ExchangeFromBrowser locale={locale} from={from} to={to} placeholder={<FormSkeleton />} />;
  const assets = first?.data.assets;
  const tokens = first?.data.tokens;
  if (!first || !assets || !tokens) return fromBrowser;
  const byCoin = new Map(tokens.map((token) => [token.coin_name, token] as const));
  // The device's main coin is read after start; until then the pair is drawn as for the default one.
  const pair = initialPair(
    assets.list.map((asset) => asset.coin_name).filter((coin) => byCoin.has(coin)),
    from,
    to,
    DEFAULT_COIN_TYPE,
  );
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {pair ? (
        <ExchangePart
          locale={locale}
          from={from}
          to={to}
          assets={assets.list}
          tokens={tokens}
          refreshPage
          placeholder={<ExchangeFormPreview locale={locale} assets={assets.list} tokens={byCoin} from={pair.from} to={pair.to} />}
        />
      ) : (
        <ErrorState title={t`You need two coins to make an exchange.`} />
      )}
    </ServerPlayerContent>
  );
}
