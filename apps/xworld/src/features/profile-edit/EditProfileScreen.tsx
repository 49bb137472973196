// /profile/edit (login-required): the player's name, avatar and bio as others see them, each leading to
// its own edit page, and a link to the public profile. A server component: the profile the server read
// with the player's login is the page's HTML and ships no code (ServerPlayerContent keeps it while this
// render is that player's); a guest, another login or a failed read gets the browser's own read
// (EditProfileFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { EditProfileFromBrowser } from "./EditProfileFromBrowser";
import { EditProfileView } from "./EditProfileView";
import type { MyProfileFirst } from "./load-my-profile";

export interface EditProfileScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyProfileFirst> | null;
}

export function EditProfileScreen({ locale, first }: EditProfileScreenProps) {
  const fromBrowser = <EditProfileFromBrowser locale={locale} />;
  const profile = first?.data.profile;
  return (
    <PageFrame locale={locale} back="/profile" heading={<Trans>Edit profile</Trans>}>
      {first && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <EditProfileView locale={locale} profile={profile} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
