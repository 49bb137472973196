// The exchange form as the server draws it until the form's part has loaded after start: the pair, the
// amount field with what is available, the rate and the fee, and the button, of the form's size and not
// yet usable (CLS 0 when the form comes). No client code.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import { ExchangeFacts, useAmountHint } from "./ExchangeFacts";
import { exchangeTerms } from "./exchange-terms";
import { CoinSelectPreview } from "./FormPreviews";
import type { AssetRow, TokenInfo } from "./use-wallet-data";

export interface ExchangeFormPreviewProps {
  locale: Locale;
  assets: readonly AssetRow[];
  tokens: ReadonlyMap<string, TokenInfo>;
  from: string;
  to: string;
}

export function ExchangeFormPreview({ locale, assets, tokens, from, to }: ExchangeFormPreviewProps) {
  const { t } = useLingui();
  const coins = assets.map((asset) => asset.coin_name).filter((coin) => tokens.has(coin));
  const terms = exchangeTerms(locale, assets, tokens, from, to);
  const hint = useAmountHint(from, terms.available, terms.minText);
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <Card>
        <div className="flex flex-col gap-16">
          <div className="flex items-end gap-8">
            <CoinSelectPreview id="exchange-from" label={t`From`} value={from} coins={coins} />
            <span aria-hidden="true" className="mb-4 flex size-40 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-18 text-text">
              ⇄
            </span>
            <CoinSelectPreview id="exchange-to" label={t`To`} value={to} coins={coins} />
          </div>
          <TextInputPreview id="exchange-amount" label={t`Amount of ${from}`} hint={hint} />
          <ExchangeFacts from={from} to={to} rateText={terms.rateText} receiveText={null} />
        </div>
      </Card>
      <ButtonPreview size="lg" block>
        <Trans>Review exchange</Trans>
      </ButtonPreview>
    </div>
  );
}
