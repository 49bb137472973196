"use client";
// A hunt: the pet digs at the spot the player picks, one submission per tap with an attempt key; the
// answer uncovers every spot and what the picked one paid. On the server-rendered page (`renderPage`, a
// part loaded after start) a hunt renders the page again on the server for the pet's new energy, while
// the outcome stays shown; in the browser's read the API client reads the pet again.
import { Trans } from "@lingui/react/macro";
import { type Hunt, type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { useState } from "react";
import { useCollectibleErrorText } from "../collection/use-collectible-error-text";
import { HuntBoardView } from "./HuntBoardView";
import { huntsLeft } from "./pet-rules";

export interface HuntPlayProps {
  locale: Locale;
  pet: Collectible;
  config: PetConfig;
  /** The pet was rendered on the server: after a hunt, render the page again there. */
  renderPage?: boolean;
}

export function HuntPlay({ locale, pet, config, renderPage = false }: HuntPlayProps) {
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const errorText = useCollectibleErrorText();
  const { renderAgain, rendering } = useRenderAgain();
  const [outcome, setOutcome] = useState<Hunt | null>(null);
  const hunt = useApiMutation(petEndpoints.hunt, { meta: { silent: true } });
  const current = outcome?.pet ?? pet;
  const left = huntsLeft(current, config.hunt_energy);

  const dig = (spot: number) => {
    if (outcome || left <= 0 || !guard.begin()) return;
    const request = { pet_id: pet.item_id, spot, energy: current.pet?.energy ?? 0 };
    hunt.mutate(
      { pet_id: pet.item_id, spot, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (answer) => {
          attempts.settle();
          setOutcome(answer);
          if (renderPage) renderAgain();
        },
        onError: (error) => attempts.failed(error),
        onSettled: guard.end,
      },
    );
  };

  return (
    <HuntBoardView
      locale={locale}
      pet={current}
      config={config}
      outcome={outcome}
      pending={hunt.isPending}
      onDig={dig}
      alert={<FormAlert>{hunt.error ? errorText(hunt.error) : null}</FormAlert>}
      again={
        <Button className="mt-12" block onClick={() => setOutcome(null)} disabled={left <= 0} loading={rendering}>
          <Trans>Hunt again</Trans>
        </Button>
      }
    />
  );
}
