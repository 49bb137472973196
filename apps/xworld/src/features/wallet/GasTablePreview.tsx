// The network fee page as the server draws it until its table has loaded after start: the coin the page
// opens on, its sample amount, and each chain's fee as the server quoted it (a quote it could not get
// shows as still coming). Of the table's size and not yet usable. No client code.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import { ChainFeeRow, FeeQuoteDetail } from "./ChainFeeRow";
import { ChoiceChipsPreview } from "./FormPreviews";
import { GasIntro } from "./GasIntro";
import type { AssetRow, Chain, TokenInfo } from "./use-wallet-data";
import type { FeeRead } from "./use-withdraw-fees";

export interface GasTablePreviewProps {
  locale: Locale;
  /** The coins that can move on a chain. */
  assets: readonly AssetRow[];
  token: TokenInfo;
  chains: readonly Chain[];
  /** The amount the fees were quoted for, as the field shows it. */
  amountText: string;
  fees: readonly FeeRead[];
}

export function GasTablePreview({ locale, assets, token, chains, amountText, fees }: GasTablePreviewProps) {
  const { t } = useLingui();
  const coin = token.coin_name;
  return (
    <>
      <Card>
        <div className="flex flex-col gap-16" aria-busy="true">
          <GasIntro />
          <ChoiceChipsPreview id="gas-coin" legend={t`Coin`} value={coin} options={assets.map((asset) => ({ value: asset.coin_name, label: asset.coin_name }))} />
          <TextInputPreview id="gas-amount" label={t`Amount to withdraw (${coin})`} value={amountText} />
        </div>
      </Card>
      <Card title={t`Fee per chain`} flush>
        <List label={t`Fee per chain`}>
          {chains.map((chain) => {
            const quote = fees.find(({ input }) => input.coin_name === coin && input.chain === chain.chain)?.quote;
            return (
              <ChainFeeRow
                key={chain.chain}
                locale={locale}
                chain={chain}
                coin={coin}
                onChain={token.chains.includes(chain.chain)}
                detail={quote ? <FeeQuoteDetail locale={locale} quote={quote} /> : <Skeleton width={120} />}
              />
            );
          })}
        </List>
      </Card>
    </>
  );
}
