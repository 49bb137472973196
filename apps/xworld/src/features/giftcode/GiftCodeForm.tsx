"use client";
// /giftcode's form, a part loaded after start (GiftCodeFormPart): the app shell's RedeemForm, with
// xworld's first line, the wallet refreshed after a redemption and a card that shows the reward, the
// balance it went to and the way to share the code.
import { Trans } from "@lingui/react/macro";
import { queryKeys, useApiQueryClient } from "@repo/api-client/react";
import { type RedeemedProps, RedeemForm, type RedeemFormProps } from "@repo/app-shell/features/giftcode/ui/RedeemForm";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { GiftCodeIntro } from "./GiftCodeIntro";
import { ShareGiftCodeButton } from "./ShareGiftCodeButton";
import { useCoinBalance } from "./use-coin-balance";

export type GiftCodeFormProps = Pick<RedeemFormProps, "initialCode" | "first"> & { locale: Locale };

// Spec: not shown — the xworld call that redeems a gift code. Choice: the lucky bear service's
// receive_gift_code (the spec's only gift code call); the reward lands in the player's wallet.
export function GiftCodeForm({ locale, ...props }: GiftCodeFormProps) {
  const queryClient = useApiQueryClient();
  return (
    <RedeemForm
      {...props}
      intro={<GiftCodeIntro />}
      // The casino's balances are refreshed by the invalidation table, the wallet's here.
      onRedeemed={() => queryClient.invalidateQueries({ queryKey: queryKeys.service("wallet") })}
      redeemed={(redeemed) => <RedeemedCard locale={locale} {...redeemed} />}
    />
  );
}

function RedeemedCard({ locale, code, reward, onAnother }: RedeemedProps & { locale: Locale }) {
  const amount = (value: string) => formatAmount(value, { locale });
  const gained = amount(reward.amount);
  const coin = reward.coin_name;
  const balance = useCoinBalance(coin);
  return (
    <Card>
      <div role="status" className="flex flex-col items-center gap-8 py-8 text-center">
        <p className="text-14 text-text-muted">
          <Trans>Gift code {code} redeemed</Trans>
        </p>
        <p className="text-28 font-bold tabular-nums text-success">
          <Trans>
            +{gained} {coin}
          </Trans>
        </p>
      </div>
      <p className="my-16 flex items-center justify-between gap-8 rounded-12 bg-surface-sunken px-12 py-12 text-14 text-text-muted">
        <Trans>Your {coin} balance</Trans>
        {balance.status === "ready" ? (
          <span className="font-semibold tabular-nums text-text">{amount(balance.amount)}</span>
        ) : balance.status === "error" ? (
          <span>--</span>
        ) : (
          <Skeleton width={64} />
        )}
      </p>
      <div className="flex flex-col gap-8">
        <ShareGiftCodeButton code={code} />
        <Button variant="ghost" block onClick={onAnother}>
          <Trans>Redeem another code</Trans>
        </Button>
      </div>
    </Card>
  );
}
