// The pet guide's steps and a hunt's odds, with the numbers of the pet service's config. No client code
// of its own: rendered on the server (the page's read) and in the browser (PetGuideRead).
import { Trans } from "@lingui/react/macro";
import type { PetConfig } from "@repo/api-client/endpoints/pet";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { formatExact } from "../wallet/format-coin";
import { HuntOddsTable } from "./HuntOddsTable";

export function PetGuideSteps({ locale, config }: { locale: Locale; config: PetConfig }) {
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
