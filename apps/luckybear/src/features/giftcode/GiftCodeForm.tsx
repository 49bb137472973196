"use client";
// /luckybear/giftcode's form, a part loaded after start (GiftCodeFormPart): the app shell's RedeemForm,
// with the casino's first line and a card of the reward and the refreshed balance of its coin.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { type RedeemedProps, RedeemForm, type RedeemFormProps } from "@repo/app-shell/features/giftcode/ui/RedeemForm";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { ResultCard } from "@repo/ui/result-card";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { GiftCodeIntro } from "./GiftCodeIntro";

export type GiftCodeFormProps = Pick<RedeemFormProps, "initialCode" | "first"> & { locale: Locale };

export function GiftCodeForm({ locale, ...props }: GiftCodeFormProps) {
  return <RedeemForm {...props} intro={<GiftCodeIntro />} redeemed={(redeemed) => <RedeemedCard locale={locale} {...redeemed} />} />;
}

function RedeemedCard({ locale, code, reward, onAnother }: RedeemedProps & { locale: Locale }) {
  const { t } = useLingui();
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  const amount = (value: string) => formatAmount(value, { locale });
  const gained = amount(reward.amount);
  const coin = reward.coin_name;
  const row = assets.data?.list.find((asset) => asset.coin_name === coin);
  const balance = row ? `${amount(row.amount)} ${coin}` : assets.isError ? "--" : <Skeleton width={64} />;
  return (
    <ResultCard
      title={<Trans>Gift code {code} redeemed</Trans>}
      actions={
        <Button variant="secondary" block onClick={onAnother}>
          <Trans>Redeem another code</Trans>
        </Button>
      }
    >
      <SummaryList
        rows={[
          { id: "reward", label: t`You received`, value: `+${gained} ${coin}`, emphasis: true, testId: "giftcode-reward" },
          { id: "balance", label: t`Your ${coin} balance`, value: balance, testId: "giftcode-balance" },
        ]}
      />
    </ResultCard>
  );
}
