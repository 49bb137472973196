// /luckybear/spin: the lucky wheel (lucky_spin_conf), one spin per tap (lucky_spin); the wheel lands on
// the prize the server returned, then the prize and the new balance show. A server component: what the
// server read with the player's login is the page's HTML, the wheel at rest with the spins left
// (ServerPlayerContent keeps it while this render is that player's). With a spin left, the spin is a
// part loaded after start (SpinPlayFromBrowser); with none, the page has no client code of its own.
// Otherwise the browser reads the page (SpinFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { SpinFirst } from "./load-spin";
import { SpinAtRest } from "./SpinAtRest";
import { SpinFromBrowser, SpinPlayFromBrowser } from "./SpinFromBrowser";

export interface SpinScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<SpinFirst> | null;
}

export function SpinScreen({ locale, first }: SpinScreenProps) {
  const fromBrowser = <SpinFromBrowser locale={locale} />;
  const conf = first?.data.conf;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Lucky wheel</Trans>
      </h1>
      {first && conf ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {conf.chances > 0 && conf.prizes.length > 0 ? (
            <SpinPlayFromBrowser locale={locale} first={conf} player={first.userId} atRest={<SpinAtRest locale={locale} conf={conf} />} />
          ) : (
            <SpinAtRest locale={locale} conf={conf} />
          )}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
