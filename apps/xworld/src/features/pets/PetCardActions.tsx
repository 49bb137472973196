"use client";
// A pet's care: feed and level up (one submission per tap across both, with the balance checked
// first), and the way into the pet game. After a feed or a level-up the server-rendered page renders
// again (`renderAgain`: the pet's stats and the balance come from the server).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import { useRouter } from "next/navigation";
import { formatExact } from "../wallet/format-coin";
import { petGamePath } from "./pet-paths";
import { petActions } from "./pet-rules";
import { usePetAction } from "./use-pet-action";

export interface PetCardActionsProps {
  locale: Locale;
  pet: Collectible;
  config: PetConfig;
  balance: string | undefined;
  renderAgain: boolean;
}

export function PetCardActions({ locale, pet, config, balance, renderAgain }: PetCardActionsProps) {
  const { t } = useLingui();
  const router = useRouter();
  const coin = config.coin_name;
  const actions = petActions(pet, config, balance);
  const action = usePetAction(pet, coin, renderAgain ? () => router.refresh() : undefined);
  const busy = action.running !== null;
  const feedCost = `${formatExact(config.feed_cost, locale)} ${coin}`;
  const levelCost = pet.pet?.level_up_cost ? `${formatExact(pet.pet.level_up_cost, locale)} ${coin}` : "";
  return (
    <>
        <FormAlert tone="warning">{action.warning}</FormAlert>
        <FormAlert>{action.message}</FormAlert>
        <div className="grid grid-cols-3 gap-8">
          <Button
            size="md"
            variant="secondary"
            wrap
            aria-label={actions.feed === "full" ? t`Full` : t`Feed for ${feedCost}`}
            loading={action.running === "feed"}
            disabled={busy || actions.feed === "full" || actions.feed === "listed"}
            onClick={() => action.run("feed", actions.feed === "short")}
          >
            {actions.feed === "full" ? <Trans>Full</Trans> : <Trans>Feed</Trans>}
          </Button>
          <Button
            size="md"
            variant="secondary"
            wrap
            aria-label={actions.levelUp === "top" ? t`Top level` : t`Level up for ${levelCost}`}
            loading={action.running === "levelUp"}
            disabled={busy || actions.levelUp === "top" || actions.levelUp === "needs_exp" || actions.levelUp === "listed"}
            onClick={() => action.run("levelUp", actions.levelUp === "short")}
          >
            {actions.levelUp === "top" ? <Trans>Top level</Trans> : <Trans>Level up</Trans>}
          </Button>
          {actions.hunt === "listed" ? (
            <span className="flex min-h-44 items-center justify-center rounded-12 bg-surface-sunken text-13 text-text-muted">
              <Trans>On sale</Trans>
            </span>
          ) : (
            <Link href={withLocale(petGamePath(pet.item_id), locale)} className="flex min-h-44 items-center justify-center rounded-12 bg-primary px-8 text-15 font-semibold text-primary-contrast">
              <Trans>Play</Trans>
            </Link>
          )}
        </div>
    </>
  );
}
