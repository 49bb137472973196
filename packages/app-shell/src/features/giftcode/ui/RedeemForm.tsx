"use client";
// The gift code form of both brands (receive_gift_code), a part each app loads after start: the code is
// checked before it is sent; one submission per tap, with an attempt key kept for a retry after an unknown
// outcome (the server then answers the first answer instead of refusing a code "already redeemed");
// refusals are said in the form; a success shows the app's own card of what arrived (`redeemed`).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, type ReactNode, useState } from "react";
import { usePlayerFirst } from "../../../hooks/use-player-first";
import { useSingleSubmit } from "../../../hooks/use-single-submit";
import type { PlayerFirst } from "../../../player-first";
import { checkGiftCode, GIFT_CODE_MAX_LENGTH, normalizeGiftCode } from "../gift-code-check";
import { useRedeemErrorText } from "../use-redeem-error-text";

export type GiftCodeReward = ResponseOf<typeof luckyBearRewardEndpoints.receiveGiftCode>;

export interface RedeemedProps {
  code: string;
  reward: GiftCodeReward;
  /** Back to an empty form. */
  onAnother: () => void;
}

export interface RedeemFormProps {
  /** A code the link filled in (?code=), already checked; null for none. */
  initialCode: string | null;
  /** The player the server rendered the page for (their login cookies): the form shows for them at once. */
  first: PlayerFirst<null> | null;
  /** The form's first line (the same in its skeleton, `RedeemFormSkeleton`). */
  intro: ReactNode;
  /** What the app refreshes after a redemption besides the invalidation table's reads. */
  onRedeemed?: () => Promise<unknown>;
  /** The app's card of what arrived. */
  redeemed: (props: RedeemedProps) => ReactNode;
}

export function RedeemForm({ initialCode, first, intro, onRedeemed, redeemed: renderRedeemed }: RedeemFormProps) {
  const { t } = useLingui();
  const loggedIn = usePlayerFirst(first).signedIn;
  const errorText = useRedeemErrorText();
  const [value, setValue] = useState(initialCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<{ code: string; reward: GiftCodeReward } | null>(null);
  // One redeem per tap: the mutation's pending flag arrives only with the next render.
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const redeem = useApiMutation(luckyBearRewardEndpoints.receiveGiftCode, {
    // The form says what went wrong; no toast on top of it.
    meta: { silent: true },
    onSuccess: async (reward, { gift_code }) => {
      attempts.settle();
      setRedeemed({ code: gift_code, reward });
      await onRedeemed?.();
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
  if (redeemed) {
    return renderRedeemed({
      code: redeemed.code,
      reward: redeemed.reward,
      onAnother: () => {
        setRedeemed(null);
        setValue("");
        redeem.reset();
      },
    });
  }
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-16" aria-label={t`Redeem a gift code`}>
        {intro}
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
