"use client";
// /petV2/guide: how pets earn, with the numbers the pet service states (config, open to guests), so
// the guide never promises more than the game pays. User info is re-read on open (route rule).
import { Trans, useLingui } from "@lingui/react/macro";
import { type PetConfig, petEndpoints } from "@repo/api-client/endpoints/pet";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { HuntOddsTable } from "./HuntOddsTable";

export function PetGuideScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const config = useApiQuery(petEndpoints.config, {});
  return (
    <PageFrame locale={locale} back="/petV2" heading={<Trans>How pets earn</Trans>}>
      {config.isError && !config.data ? (
        <ErrorState title={t`The guide could not load.`} onRetry={() => void config.refetch()} retrying={config.isFetching} />
      ) : !config.data ? (
        <Card>
          <SkeletonText lines={6} />
        </Card>
      ) : (
        <GuideSteps locale={locale} config={config.data} />
      )}
    </PageFrame>
  );
}

function GuideSteps({ locale, config }: { locale: Locale; config: PetConfig }) {
  const coin = config.coin_name;
  const feedCost = formatExact(config.feed_cost, locale);
  const feedEnergy = config.feed_energy;
  const feedExp = config.feed_exp;
  const huntEnergy = config.hunt_energy;
  const spots = config.hunt_spots;
  const reward = config.reward_coin;
  const maxLevel = config.max_level;
  const link = (path: string) => withLocale(path, locale);
  return (
    <>
      <Card>
        <ol className="flex list-decimal flex-col gap-12 pl-20 text-14 text-text">
          <li>
            <Trans>
              Get a pet: <Link href={link("/petV2/draw")} className="font-semibold text-link">draw one</Link> (one free draw a day) or{" "}
              <Link href={link("/market?tab=pet&backShow=1")} className="font-semibold text-link">buy one on the market</Link>.
            </Trans>
          </li>
          <li>
            <Trans>
              Feed it: each meal costs {feedCost} {coin} and gives {feedEnergy} energy and {feedExp} experience.
            </Trans>
          </li>
          <li>
            <Trans>
              Level it up: once the experience bar is full, pay the level's price. Each level multiplies what the pet finds, up to level {maxLevel}.
            </Trans>
          </li>
          <li>
            <Trans>
              Hunt in the pet game: a hunt takes {huntEnergy} energy. Pick one of {spots} spots; what your pet finds there goes to your wallet in {reward}.
            </Trans>
          </li>
        </ol>
      </Card>
      <HuntOddsTable locale={locale} config={config} level={1} />
      <p className="text-13 text-text-muted">
        <Trans>
          The server decides what every spot holds with the chances above, before you pick. After each hunt you see all the spots, so you know what the
          others held. A pet of level 2 finds twice as much, and so on. Coins spent on food and levels are not paid back.
        </Trans>
      </p>
    </>
  );
}
