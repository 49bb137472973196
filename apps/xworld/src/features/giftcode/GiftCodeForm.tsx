"use client";
// /giftcode's form, a part loaded after start (GiftCodeFormPart): redeem a gift code. Checked before it is
// sent; a refusal is said in the form (unknown, already redeemed, expired); a success shows the reward and
// the balance it went to, refreshed.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { queryKeys, useApiMutation } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { checkGiftCode, GIFT_CODE_MAX_LENGTH, normalizeGiftCode } from "./gift-code-rules";
import { GiftCodeIntro } from "./GiftCodeIntro";
import { ShareGiftCodeButton } from "./ShareGiftCodeButton";
import { useCoinBalance } from "./use-coin-balance";
import { useRedeemErrorText } from "@repo/app-shell/features/giftcode/use-redeem-error-text";

type Reward = ResponseOf<typeof luckyBearRewardEndpoints.receiveGiftCode>;

export interface GiftCodeFormProps {
  locale: Locale;
  /** A code the link filled in (?code=), already checked; null for none. */
  initialCode: string | null;
  /** The player the server rendered the page for (their login cookies): the form shows for them at once. */
  first: PlayerFirst<null> | null;
}

// Spec: not shown — the xworld call that redeems a gift code. Choice: the lucky bear service's
// receive_gift_code (the spec's only gift code call); the reward lands in the player's wallet.
export function GiftCodeForm({ locale, initialCode, first }: GiftCodeFormProps) {
  const { t } = useLingui();
  const loggedIn = usePlayerFirst(first).signedIn;
  const queryClient = useQueryClient();
  const errorText = useRedeemErrorText();
  const [value, setValue] = useState(initialCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<{ code: string; reward: Reward } | null>(null);

  // One redeem per tap: the mutation's pending flag arrives only with the next render.
  const guard = useSingleSubmit();
  const redeem = useApiMutation(luckyBearRewardEndpoints.receiveGiftCode, {
    // The form says what went wrong; no toast on top of it.
    meta: { silent: true },
    onSuccess: async (reward, { gift_code }) => {
      setRedeemed({ code: gift_code, reward });
      // The casino's balances are refreshed by the invalidation table, the wallet's here.
      await queryClient.invalidateQueries({ queryKey: queryKeys.service("wallet") });
    },
    onError: (failure) => setError(errorText.failure(failure)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeGiftCode(value);
    const problem = checkGiftCode(code);
    setError(problem ? errorText.problem(problem) : null);
    if (problem || !guard.begin()) return;
    setValue(code);
    redeem.mutate({ gift_code: code }, { onSettled: guard.end });
  };

  if (!loggedIn) return null;
  return redeemed ? (
    <RedeemedCard
      locale={locale}
      code={redeemed.code}
      reward={redeemed.reward}
      onAnother={() => {
        setRedeemed(null);
        setValue("");
        redeem.reset();
      }}
    />
  ) : (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-16">
        <GiftCodeIntro />
        <TextInput
          label={t`Gift code`}
          name="gift_code"
          value={value}
          maxLength={GIFT_CODE_MAX_LENGTH + 8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          error={error ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="uppercase tracking-wide"
        />
        <Button type="submit" variant="primary" size="lg" block loading={redeem.isPending}>
          <Trans>Redeem</Trans>
        </Button>
      </form>
    </Card>
  );
}

interface RedeemedCardProps {
  locale: Locale;
  code: string;
  reward: Reward;
  onAnother: () => void;
}

function RedeemedCard({ locale, code, reward, onAnother }: RedeemedCardProps) {
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
