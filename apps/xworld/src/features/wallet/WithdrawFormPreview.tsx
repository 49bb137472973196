// The withdrawal form as the server draws it until the form's part has loaded after start: the coin and
// its chains, the player's own address there, the amount field with what is available, the fee rows and
// the button, of the form's size and not yet usable (CLS 0 when the form comes). No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { SummaryList } from "@repo/ui/summary-list";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import { ownAddressFor, type WalletAddressItem } from "./addresses";
import { formatBalance } from "./format-coin";
import { ChoiceChipsPreview, CoinSelectPreview } from "./FormPreviews";
import type { AssetRow, Chain, TokenInfo } from "./use-wallet-data";
import { openingChain } from "./withdraw-opening";

export interface WithdrawFormPreviewProps {
  locale: Locale;
  /** Coins that can move on a chain, with their off-chain balance. */
  assets: readonly AssetRow[];
  tokens: ReadonlyMap<string, TokenInfo>;
  chains: readonly Chain[];
  addresses: readonly WalletAddressItem[];
  coin: string;
  /** The chain named in the link, if any. */
  chain: string | null;
}

export function WithdrawFormPreview({ locale, assets, tokens, chains, addresses, coin, chain: wanted }: WithdrawFormPreviewProps) {
  const { t } = useLingui();
  const coinChains = chains.filter((entry) => tokens.get(coin)?.chains.includes(entry.chain));
  const chain = openingChain(coinChains, wanted);
  const own = ownAddressFor(chain, addresses);
  const available = formatBalance(assets.find((asset) => asset.coin_name === coin)?.offchain ?? "0", locale);
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <Card>
        <div className="flex flex-col gap-16">
          <CoinSelectPreview id="withdraw-coin" label={t`Coin`} value={coin} coins={assets.map((asset) => asset.coin_name)} />
          <ChoiceChipsPreview id="withdraw-chain" legend={t`Chain`} value={chain} options={coinChains.map((entry) => ({ value: entry.chain, label: entry.name }))} />
        </div>
      </Card>
      <Card title={t`Send to`}>
        <div className="flex flex-col gap-12">
          <ChoiceChipsPreview
            id="withdraw-destination"
            legend={t`Address`}
            value="own"
            options={[
              { value: "own", label: t`My wallet` },
              { value: "other", label: t`Another address` },
            ]}
          />
          <p className="break-all rounded-12 bg-surface-sunken px-12 py-10 font-mono text-13 text-text" data-testid="withdraw-own-address" title={own ?? undefined}>
            {own ?? <Trans>You have no address on this chain yet.</Trans>}
          </p>
        </div>
      </Card>
      <Card title={t`Amount`}>
        <div className="flex flex-col gap-12">
          <TextInputPreview id="withdraw-amount" label={t`Amount of ${coin}`} hint={t`Available: ${available} ${coin}`} />
          <SummaryList
            className="text-13"
            rows={[
              { label: <Trans>Network fee</Trans>, testId: "withdraw-fee", value: "--" },
              { label: <Trans>You receive</Trans>, testId: "withdraw-received", emphasis: true, value: "--" },
            ]}
          />
        </div>
      </Card>
      <ButtonPreview size="lg" block>
        <Trans>Review withdrawal</Trans>
      </ButtonPreview>
    </div>
  );
}
