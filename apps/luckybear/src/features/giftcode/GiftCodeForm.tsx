"use client";
// /luckybear/giftcode's form, a part loaded after start (GiftCodeFormPart): redeem a gift code
// (receive_gift_code) into the casino balance. Checked before it is sent; one submission per tap, with an attempt key kept for a retry after an unknown outcome (the
// server then answers the first answer instead of refusing a code "already redeemed"); refusals are
// said in the form; a success shows the reward and the refreshed balance of its coin.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiMutation, useApiQuery, useAttemptKeys } from "@repo/api-client/react";
import { GIFT_CODE_MAX_LENGTH, checkGiftCode, normalizeGiftCode } from "@repo/app-shell/features/giftcode/gift-code-check";
import { useRedeemErrorText } from "@repo/app-shell/features/giftcode/use-redeem-error-text";
import { usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ResultCard } from "@repo/ui/result-card";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { GiftCodeIntro } from "./GiftCodeIntro";

type Reward = ResponseOf<typeof luckyBearRewardEndpoints.receiveGiftCode>;

export interface GiftCodeFormProps {
  locale: Locale;
  /** A code the link filled in (?code=), already checked; null for none. */
  initialCode: string | null;
  /** The player the server rendered the page for (their login cookies): the form shows for them at once. */
  first: PlayerFirst<null> | null;
}

export function GiftCodeForm({ locale, initialCode, first }: GiftCodeFormProps) {
  const { t } = useLingui();
  const loggedIn = usePlayerFirst(first).signedIn;
  const errorText = useRedeemErrorText();
  const [value, setValue] = useState(initialCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<{ code: string; reward: Reward } | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const redeem = useApiMutation(luckyBearRewardEndpoints.receiveGiftCode, {
    // The form says what went wrong; no toast on top of it.
    meta: { silent: true },
    onSuccess: (reward, { gift_code }) => {
      attempts.settle();
      setRedeemed({ code: gift_code, reward });
    },
    onError: (failure) => {
      attempts.failed(failure);
      setError(errorText.failure(failure));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeGiftCode(value);
    const problem = checkGiftCode(code);
    setError(problem ? errorText.problem(problem) : null);
    if (problem || !guard.begin()) return;
    setValue(code);
    redeem.mutate({ gift_code: code, idempotency_key: attempts.keyFor({ gift_code: code }) }, { onSettled: guard.end });
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-16" aria-label={t`Redeem a gift code`}>
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
        <Button type="submit" size="lg" block loading={redeem.isPending}>
          <Trans>Redeem</Trans>
        </Button>
      </form>
    </Card>
  );
}

function RedeemedCard({ locale, code, reward, onAnother }: { locale: Locale; code: string; reward: Reward; onAnother: () => void }) {
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
