"use client";
// One pet of /petV2: picture, rarity, level, energy and experience, and what can be done with it now
// (feed, level up, play the pet game), each with its price.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { ProgressBar } from "@repo/ui/progress-bar";
import Link from "@repo/app-shell/link";
import { itemPath } from "../collection/collection-paths";
import { RarityBadge } from "../collection/RarityBadge";
import { formatExact } from "../wallet/format-coin";
import { petGamePath } from "./pet-paths";
import { petActions } from "./pet-rules";
import { usePetAction } from "./use-pet-action";

export interface PetCardProps {
  locale: Locale;
  pet: Collectible;
  config: PetConfig;
  /** The player's off-chain balance of the pet coin (undefined while it loads). */
  balance: string | undefined;
}

export function PetCard({ locale, pet, config, balance }: PetCardProps) {
  const { t } = useLingui();
  const coin = config.coin_name;
  const actions = petActions(pet, config, balance);
  const action = usePetAction(pet, coin);
  const stats = pet.pet;
  if (!stats) return null;
  const level = pet.level;
  const feedCost = `${formatExact(config.feed_cost, locale)} ${coin}`;
  const levelCost = stats.level_up_cost ? `${formatExact(stats.level_up_cost, locale)} ${coin}` : "";
  const busy = action.running !== null;
  const note =
    actions.feed === "listed"
      ? t`On sale: it rests until the listing ends.`
      : actions.levelUp === "needs_exp"
        ? t`Feed it to gain experience for the next level.`
        : actions.levelUp === "top"
          ? t`Top level reached.`
          : null;
  return (
    <li className="flex flex-col gap-12 rounded-16 bg-surface-raised p-12 shadow-card" data-testid={`pet-${pet.item_id}`}>
      <div className="flex gap-12">
        <Link href={withLocale(itemPath(pet.item_id), locale)} className="size-[88px] shrink-0 overflow-hidden rounded-12 bg-skeleton">
          <img src={pet.image} alt={pet.name} width={88} height={88} className="size-full object-cover" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <p className="truncate text-16 font-bold text-text">{pet.name}</p>
          <div className="flex flex-wrap items-center gap-6 text-13 text-text-muted">
            <RarityBadge rarity={pet.rarity} />
            <span data-testid="pet-level">
              <Trans>Level {level}</Trans>
            </span>
          </div>
          <ProgressBar label={t`Energy`} value={stats.energy} max={stats.max_energy} valueText={`${stats.energy}/${stats.max_energy}`} />
          <ProgressBar label={t`Experience`} value={stats.exp} max={Math.max(stats.exp_to_next, 1)} valueText={`${stats.exp}/${stats.exp_to_next}`} />
        </div>
      </div>
      <p className="text-12 text-text-muted" data-testid="pet-costs">
        {levelCost ? (
          <Trans>
            A meal: {feedCost} · next level: {levelCost}
          </Trans>
        ) : (
          <Trans>A meal: {feedCost}</Trans>
        )}
        {note ? ` ${note}` : null}
      </p>
      <FormAlert tone="warning">{action.warning}</FormAlert>
      <FormAlert>{action.message}</FormAlert>
      <div className="grid grid-cols-3 gap-8">
        <Button
          size="md"
          variant="secondary"
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
    </li>
  );
}
