// The exchange's terms under its amount: the rate, the fee and what the player receives. No client code:
// drawn by the form and by the server's placeholder of it (ExchangeFormPreview).
import { Trans, useLingui } from "@lingui/react/macro";
import { swapFeePercent } from "./swap-quote";

export interface ExchangeFactsProps {
  from: string;
  to: string;
  /** 1 `from` in `to`, formatted; null when a price is missing. */
  rateText: string | null;
  /** What arrives for the typed amount, formatted; null without one. */
  receiveText: string | null;
}

export function ExchangeFacts({ from, to, rateText, receiveText }: ExchangeFactsProps) {
  const fee = swapFeePercent();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-6 rounded-12 bg-surface-sunken px-12 py-12 text-13">
      <dt className="text-text-muted">
        <Trans>Rate</Trans>
      </dt>
      <dd className="text-right tabular-nums text-text" data-testid="exchange-rate">
        {rateText ? (
          <Trans>
            1 {from} ≈ {rateText} {to}
          </Trans>
        ) : (
          <Trans>Not available</Trans>
        )}
      </dd>
      <dt className="text-text-muted">
        <Trans>Fee</Trans>
      </dt>
      <dd className="text-right tabular-nums text-text">
        <Trans>{fee} %</Trans>
      </dd>
      <dt className="font-semibold text-text">
        <Trans>You receive</Trans>
      </dt>
      <dd className="text-right text-15 font-bold tabular-nums text-primary" data-testid="exchange-quote">
        {receiveText ? (
          <Trans>
            ≈ {receiveText} {to}
          </Trans>
        ) : (
          "--"
        )}
      </dd>
    </dl>
  );
}

/** The amount field's hint: what is available of `from`, and its minimum. */
export function useAmountHint(from: string, available: string, minText: string | null): string {
  const { t } = useLingui();
  return minText ? t`Available: ${available} ${from} · minimum ${minText} ${from}` : t`Available: ${available} ${from}`;
}
