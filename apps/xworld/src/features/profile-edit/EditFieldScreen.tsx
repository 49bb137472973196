// /profile/edit/{name,avatar,bio} (login-required): one field of the profile, checked and saved; after
// saving, the player is back on /profile/edit with the new value. A server component: the profile (and on
// the avatar page the service's avatars) the server read with the player's login is drawn in the form's
// place, not yet usable (ServerPlayerContent keeps it while this render is that player's); the form is a
// part loaded after start, given the server's read. A guest, another login or a failed read gets the
// browser's own read (EditFieldFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { AvatarFormPreview } from "./AvatarFormPreview";
import { BioFormPreview } from "./BioFormPreview";
import { EditFieldFormPart, EditFieldFromBrowser } from "./EditFieldParts";
import type { ProfileFormFirst } from "./load-profile-form";
import { NameFormPreview } from "./NameFormPreview";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";

export interface EditFieldScreenProps {
  locale: Locale;
  field: ProfileField;
  /** The profile (and avatars) as the server read them with the player's login cookies (none for a guest). */
  first?: PlayerFirst<ProfileFormFirst> | null;
}

export function EditFieldScreen({ locale, field, first }: EditFieldScreenProps) {
  const heading = field === "name" ? <Trans>Your name</Trans> : field === "avatar" ? <Trans>Your avatar</Trans> : <Trans>Your bio</Trans>;
  const fromBrowser = <EditFieldFromBrowser locale={locale} field={field} placeholder={<FormSkeleton />} />;
  const profile = first?.data.profile;
  const avatars = first?.data.avatars ?? null;
  const save = <Trans>Save</Trans>;
  return (
    <PageFrame locale={locale} back={profileEditPath()} heading={heading}>
      {first && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card>
            <EditFieldFormPart
              locale={locale}
              field={field}
              profile={profile}
              avatars={avatars}
              placeholder={
                field === "name" ? (
                  <NameFormPreview locale={locale} profile={profile} submitLabel={save} />
                ) : field === "avatar" ? (
                  <AvatarFormPreview profile={profile} choices={avatars} submitLabel={save} />
                ) : (
                  <BioFormPreview profile={profile} submitLabel={save} />
                )
              }
            />
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
