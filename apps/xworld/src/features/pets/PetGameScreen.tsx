"use client";
// /petGame?petId=: the pet game (login-required). A hunt: the pet digs at one of three spots the player
// picks; the server has already decided what every spot holds (the odds are shown before playing), pays
// the picked spot's find in the reward coin, and the answer shows all three. Each hunt takes energy.
import { Trans, useLingui } from "@lingui/react/macro";
import { type Hunt, type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import { useApiMutation, useApiQuery, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { unitsOf } from "@repo/app-shell/money/units";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { List, ListItem } from "@repo/ui/list";
import { ProgressBar } from "@repo/ui/progress-bar";
import { SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { RarityBadge } from "../collection/RarityBadge";
import { useCollectibleErrorText } from "../collection/use-collectible-error-text";
import { formatExact } from "../wallet/format-coin";
import { HuntOddsTable } from "./HuntOddsTable";
import { petGamePath } from "./pet-paths";
import { huntsLeft } from "./pet-rules";

export function PetGameScreen({ locale, petId }: { locale: Locale; petId: number | null }) {
  return (
    <PageFrame locale={locale} back="/petV2" heading={<Trans>Pet game: treasure hunt</Trans>}>
      {petId === null ? <PickPet locale={locale} /> : <HuntWithPet locale={locale} petId={petId} />}
    </PageFrame>
  );
}

function PickPet({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const router = useRouter();
  const pets = useApiQuery(petEndpoints.myPets, { page: 1, page_size: 50 });
  if (pets.isError && !pets.data) return <ErrorState title={t`Your pets could not load.`} onRetry={() => void pets.refetch()} retrying={pets.isFetching} />;
  return (
    <Card flush title={<Trans>Pick a pet to hunt with</Trans>}>
      <List
        label={t`My pets`}
        loading={!pets.data}
        empty={
          <EmptyState
            title={<Trans>No pets yet</Trans>}
            action={
              <Link href={withLocale("/petV2/draw", locale)} className="inline-flex min-h-44 items-center justify-center rounded-16 bg-primary px-20 text-15 font-semibold text-primary-contrast">
                <Trans>Draw a pet</Trans>
              </Link>
            }
          />
        }
      >
        {pets.data?.list.map((pet) => {
          const level = pet.level;
          const energy = pet.pet?.energy ?? 0;
          return (
            <ListItem
              key={pet.item_id}
              title={pet.name}
              subtitle={<Trans>Level {level} · energy {energy}</Trans>}
              chevron
              onSelect={() => router.replace(withLocale(petGamePath(pet.item_id), locale))}
            />
          );
        })}
      </List>
    </Card>
  );
}

function HuntWithPet({ locale, petId }: { locale: Locale; petId: number }) {
  const { t } = useLingui();
  const userId = useSessionValue("userId");
  const detail = useApiQuery(nftEndpoints.itemDetail, { item_id: petId });
  const config = useApiQuery(petEndpoints.config, {});
  if ((detail.isError && !detail.data) || (config.isError && !config.data)) {
    const retry = () => {
      if (detail.isError) void detail.refetch();
      if (config.isError) void config.refetch();
    };
    return <ErrorState title={t`The pet game could not load.`} onRetry={retry} retrying={detail.isFetching || config.isFetching} />;
  }
  if (!detail.data || !config.data) {
    return (
      <Card>
        <SkeletonText lines={5} />
      </Card>
    );
  }
  const pet = detail.data.item;
  if (!pet.pet || pet.owner?.user_id !== userId) {
    return (
      <>
        <FormAlert tone="warning">{t`That pet is not yours. Pick one of your own.`}</FormAlert>
        <PickPet locale={locale} />
      </>
    );
  }
  return <HuntBoard key={pet.item_id} locale={locale} pet={pet} config={config.data} />;
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

function HuntBoard({ locale, pet, config }: { locale: Locale; pet: Collectible; config: PetConfig }) {
  const { t } = useLingui();
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const errorText = useCollectibleErrorText();
  const [outcome, setOutcome] = useState<Hunt | null>(null);
  const hunt = useApiMutation(petEndpoints.hunt, { meta: { silent: true } });
  const current = outcome?.pet ?? pet;
  const stats = current.pet;
  const left = huntsLeft(current, config.hunt_energy);
  const coin = config.reward_coin;
  const level = current.level;

  const dig = (spot: number) => {
    if (outcome || left <= 0 || !guard.begin()) return;
    const request = { pet_id: pet.item_id, spot, energy: stats?.energy ?? 0 };
    hunt.mutate(
      { pet_id: pet.item_id, spot, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (answer) => {
          attempts.settle();
          setOutcome(answer);
        },
        onError: (error) => attempts.failed(error),
        onSettled: guard.end,
      },
    );
  };

  const found = outcome ? `${formatExact(outcome.found.amount, locale)} ${outcome.found.coin_name}` : "";
  const balance = outcome ? `${formatExact(outcome.balance, locale)} ${coin}` : "";
  const energyText = stats ? `${stats.energy}/${stats.max_energy}` : "";
  const huntEnergy = config.hunt_energy;
  return (
    <div className="flex flex-col gap-16">
      <Card>
        <div className="flex items-center gap-12">
          <img src={current.image} alt={current.name} width={64} height={64} className="size-64 rounded-12 bg-skeleton object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <p className="truncate text-16 font-bold">{current.name}</p>
            <div className="flex items-center gap-6 text-13 text-text-muted">
              <RarityBadge rarity={current.rarity} />
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
                  disabled={outcome !== null || hunt.isPending || left <= 0}
                  onClick={() => dig(spot)}
                  aria-label={held === undefined ? t`Dig at spot ${number}` : t`Spot ${number} held ${held} ${coin}`}
                  data-testid={`spot-${number}`}
                  className={`flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-16 text-13 font-semibold shadow-card transition-transform active:scale-95 disabled:cursor-default ${
                    picked ? "bg-primary text-primary-contrast" : "bg-surface-raised text-text"
                  }`}
                >
                  <span aria-hidden="true" className="text-32">
                    <SpotIcon />
                  </span>
                  {held === undefined ? <Trans>Spot {number}</Trans> : <span className="tabular-nums">{`${formatExact(held, locale)} ${coin}`}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <FormAlert>{hunt.error ? errorText(hunt.error) : null}</FormAlert>
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
          <Button className="mt-12" block onClick={() => setOutcome(null)} disabled={left <= 0}>
            <Trans>Hunt again</Trans>
          </Button>
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
