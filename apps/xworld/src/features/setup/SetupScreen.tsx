// /user/setup (login-required; also reached by the bare /setup): the new player's three steps with what
// each holds now, a way into the next one, and "Finish" (steps not taken keep their defaults). A server
// component: the profile the server read with the player's login is the page's HTML (ServerPlayerContent
// keeps it while this render is that player's); "Finish" is its client part, loaded after start, which
// renders the page again on the server. A guest, another login or a failed read gets the browser's own
// read (SetupFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { MyProfileFirst } from "../profile-edit/load-my-profile";
import { SetupFinishPart, SetupFromBrowser } from "./SetupFromBrowser";
import { SetupView } from "./SetupView";

export interface SetupScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyProfileFirst> | null;
}

export function SetupScreen({ locale, first }: SetupScreenProps) {
  const fromBrowser = <SetupFromBrowser locale={locale} />;
  const profile = first?.data.profile;
  return (
    <PageFrame locale={locale} back="/" heading={<Trans>Set up your profile</Trans>}>
      {first && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <SetupView locale={locale} profile={profile} finish={(stepsOpen) => <SetupFinishPart stepsOpen={stepsOpen} renderAgainAfter />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
