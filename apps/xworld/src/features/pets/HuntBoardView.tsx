// The pet game with one pet: the pet, its energy and hunts left, the three spots, what a hunt found
// (`outcome`), a tired pet sent to be fed, and the odds. Without `onDig` (the server's drawing, until the
// hunt part has loaded) the spots show as they will, not pressable. No client code of its own: rendered
// on the server (HuntAtRest) and by the hunt part (HuntPlay).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Hunt, PetConfig } from "@repo/api-client/endpoints/pet";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { unitsOf } from "@repo/app-shell/money/units";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ProgressBar } from "@repo/ui/progress-bar";
import type { ReactNode } from "react";
import { RarityBadge } from "../collection/RarityBadge";
import { formatExact } from "../wallet/format-coin";
import { HuntOddsTable } from "./HuntOddsTable";
import { huntsLeft } from "./pet-rules";

export interface HuntBoardViewProps {
  locale: Locale;
  /** The pet as it is now (after a hunt, as the hunt's answer says). */
  pet: Collectible;
  config: PetConfig;
  outcome?: Hunt | null;
  pending?: boolean;
  onDig?: (spot: number) => void;
  /** What went wrong (the caller's alert). */
  alert?: ReactNode;
  /** Under a hunt's outcome: hunting again (the caller's button). */
  again?: ReactNode;
}

/** A mound of earth with a shovel: where a pet can dig. */
function SpotIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 27c3-6 7-9 13-9s10 3 13 9Z" fill="currentColor" fillOpacity="0.15" />
      <path d="M20 4l-4 12" />
      <path d="M13.5 14.5l5 1.7-1.2 3.6-5-1.7Z" fill="currentColor" fillOpacity="0.3" />
    </svg>
  );
}

export function HuntBoardView({ locale, pet, config, outcome = null, pending = false, onDig, alert, again }: HuntBoardViewProps) {
  const { t } = useLingui();
  const stats = pet.pet;
  const left = huntsLeft(pet, config.hunt_energy);
  const coin = config.reward_coin;
  const level = pet.level;
  const found = outcome ? `${formatExact(outcome.found.amount, locale)} ${outcome.found.coin_name}` : "";
  const balance = outcome ? `${formatExact(outcome.balance, locale)} ${coin}` : "";
  const energyText = stats ? `${stats.energy}/${stats.max_energy}` : "";
  const huntEnergy = config.hunt_energy;
  return (
    <div className="flex flex-col gap-16">
      <Card>
        <div className="flex items-center gap-12">
          <img src={pet.image} alt={pet.name} width={64} height={64} className="size-64 rounded-12 bg-skeleton object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <p className="truncate text-16 font-bold">{pet.name}</p>
            <div className="flex items-center gap-6 text-13 text-text-muted">
              <RarityBadge rarity={pet.rarity} />
              <Trans>Level {level}</Trans>
            </div>
          </div>
        </div>
        {stats ? <ProgressBar className="mt-12" label={t`Energy`} value={stats.energy} max={stats.max_energy} valueText={energyText} /> : null}
        <p className="mt-8 text-13 text-text-muted" data-testid="hunts-left">
          <Trans>
            Hunts left: {left} (each takes {huntEnergy} energy)
          </Trans>
        </p>
      </Card>

      <section aria-label={t`Hiding spots`} className="flex flex-col gap-12">
        <p className="text-15 font-semibold text-text">{outcome ? t`Every spot, uncovered:` : t`Where should your pet dig?`}</p>
        <ul className="m-0 grid list-none grid-cols-3 gap-8 p-0">
          {Array.from({ length: config.hunt_spots }, (_, spot) => {
            const number = spot + 1;
            const held = outcome?.spots[spot];
            const picked = outcome?.spot === spot;
            return (
              <li key={spot}>
                <button
                  type="button"
                  disabled={onDig === undefined || outcome !== null || pending || left <= 0}
                  onClick={onDig ? () => onDig(spot) : undefined}
                  aria-label={held === undefined ? t`Dig at spot ${number}` : t`Spot ${number} held ${held} ${coin}`}
                  data-testid={`spot-${number}`}
                  className={`flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-16 text-13 font-semibold shadow-card transition-transform active:scale-95 disabled:cursor-default ${
                    picked ? "bg-primary text-primary-contrast" : "bg-surface-raised text-text"
                  }`}
                >
                  <span aria-hidden="true" className="flex text-32">
                    <SpotIcon />
                  </span>
                  {held === undefined ? <Trans>Spot {number}</Trans> : <span className="tabular-nums">{`${formatExact(held, locale)} ${coin}`}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {alert}
      {outcome ? (
        <Card>
          <div role="status" className="flex flex-col gap-4">
            <p className="text-18 font-bold text-text" data-testid="hunt-found">
              {unitsOf(outcome.found.amount) === 0n ? <Trans>Nothing this time.</Trans> : <Trans>Your pet found {found}!</Trans>}
            </p>
            <p className="text-13 text-text-muted">
              <Trans>Your {coin} balance: {balance}</Trans>
            </p>
          </div>
          {again}
        </Card>
      ) : null}
      {left <= 0 ? (
        <Card>
          <p className="text-14 text-text">
            <Trans>Your pet is too tired to hunt. Feed it to give it energy.</Trans>
          </p>
          <Link href={withLocale("/petV2", locale)} className="mt-8 inline-flex font-semibold text-link">
            <Trans>Feed my pet</Trans>
          </Link>
        </Card>
      ) : null}
      <HuntOddsTable locale={locale} config={config} level={level} />
    </div>
  );
}
