"use client";
// Feeding and levelling up a pet: one submission per tap across both (a second tap while one is on
// its way does nothing), an attempt key per confirmed action kept for a retry after an unknown
// outcome, the balance-lack dialog (audit: its warning) when the coins are short.
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useState } from "react";
import { useCollectibleErrorText } from "../collection/use-collectible-error-text";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { lackedCoin } from "../wallet/use-wallet-error-text";

export type PetAction = "feed" | "levelUp";

/** `onDone`: after a feed or a level-up went through (the page renders again on the server). */
export function usePetAction(pet: Collectible, coin: string, onDone?: () => void) {
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const errorText = useCollectibleErrorText();
  const [running, setRunning] = useState<PetAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const feed = useApiMutation(petEndpoints.feed, { meta: { silent: true } });
  const levelUp = useApiMutation(petEndpoints.levelUp, { meta: { silent: true } });

  const run = (action: PetAction, short: boolean) => {
    setMessage(null);
    lack.clear();
    if (short) {
      lack.report(coin);
      return;
    }
    if (!guard.begin()) return;
    setRunning(action);
    const request = { action, pet_id: pet.item_id, level: pet.level, exp: pet.pet?.exp ?? 0, energy: pet.pet?.energy ?? 0 };
    const mutation = action === "feed" ? feed : levelUp;
    mutation.mutate(
      { pet_id: pet.item_id, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: () => {
          attempts.settle();
          onDone?.();
        },
        onError: (error) => {
          attempts.failed(error);
          const lacked = lackedCoin(error);
          if (lacked) lack.report(lacked);
          else setMessage(errorText(error));
        },
        onSettled: () => {
          guard.end();
          setRunning(null);
        },
      },
    );
  };

  return { run, running, message, warning: lack.warning };
}
