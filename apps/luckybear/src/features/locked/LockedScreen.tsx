// /luckybear/money/locked: the player's locked bonuses (locked_detail): what is locked and why, what can
// be released now (unlock, once per tap, one at a time) and when the rest unlocks. A server component:
// what the server read with the player's login is the page's HTML (ServerPlayerContent keeps it while
// this render is that player's); its client code is the releases' shared state and, loaded after start,
// each unlockable lock's button and the line that confirms a release (after a release the page renders again on the server). Otherwise the
// browser reads the page (LockedFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { LockedFirst } from "./load-locked";
import { LockedFromBrowser, UnlockFromBrowser, UnlockReleased } from "./LockedFromBrowser";
import { LockedView, RELEASED_LINE_CLASS } from "./LockedView";
import { UnlockScopeProvider } from "./UnlockScopeProvider";

export interface LockedScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LockedFirst> | null;
}

export function LockedScreen({ locale, first }: LockedScreenProps) {
  const fromBrowser = <LockedFromBrowser locale={locale} />;
  const locked = first?.data.locked;
  return (
    <PageFrame locale={locale} back="/luckybear/me" heading={<Trans>Locked bonuses</Trans>}>
      {first && locked ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <UnlockScopeProvider>
            <LockedView
              locale={locale}
              locked={locked}
              released={<UnlockReleased locale={locale} className={RELEASED_LINE_CLASS} />}
              unlock={(lockId, label) => <UnlockFromBrowser lockId={lockId} label={label} />}
            />
          </UnlockScopeProvider>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
