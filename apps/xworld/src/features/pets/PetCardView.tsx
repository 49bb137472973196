// One pet of /petV2: picture, rarity, level, energy and experience, what its care costs, and `actions`
// (PetCardActions: feed, level up, play). No client code of its own: the server-rendered page, the
// browser's read and the pager draw it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ProgressBar } from "@repo/ui/progress-bar";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { itemPath } from "../collection/collection-paths";
import { RarityBadge } from "../collection/RarityBadge";
import { formatExact } from "../wallet/format-coin";
import { petActions } from "./pet-rules";

export interface PetCardProps {
  locale: Locale;
  pet: Collectible;
  config: PetConfig;
  /** The player's off-chain balance of the pet coin (undefined while it loads). */
  balance: string | undefined;
}

export interface PetCardViewProps extends PetCardProps {
  actions: ReactNode;
}

export function PetCardView({ locale, pet, config, balance, actions: buttons }: PetCardViewProps) {
  const { t } = useLingui();
  const coin = config.coin_name;
  const actions = petActions(pet, config, balance);
  const stats = pet.pet;
  if (!stats) return null;
  const level = pet.level;
  const feedCost = `${formatExact(config.feed_cost, locale)} ${coin}`;
  const levelCost = stats.level_up_cost ? `${formatExact(stats.level_up_cost, locale)} ${coin}` : "";
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
      <div className="flex flex-col gap-2 text-12 text-text-muted">
        <p data-testid="pet-costs">
          {levelCost ? (
            <Trans>
              A meal: {feedCost} · next level: {levelCost}
            </Trans>
          ) : (
            <Trans>A meal: {feedCost}</Trans>
          )}
        </p>
        {/* A line of its own: run on after the costs, it read "… 100.00 WH Feed it to gain …". */}
        {note ? <p data-testid="pet-note">{note}</p> : null}
      </div>
      {buttons}
    </li>
  );
}
