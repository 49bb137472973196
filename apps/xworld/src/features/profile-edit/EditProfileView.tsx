// The player's name, avatar and bio as others see them, each leading to its own edit page, and a link to
// the public profile. No client code of its own: rendered on the server (the page's read for the player)
// and in the browser (EditProfileRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import type { ReactNode } from "react";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";
import { RowChevron } from "@repo/ui/row-chevron";

export function EditProfileView({ locale, profile }: { locale: Locale; profile: MyProfile }) {
  const { t } = useLingui();
  const { username, avatar, bio, user_id: playerId } = profile;
  return (
    <>
      <Card flush>
        <List label={t`Your profile`}>
          <FieldRow locale={locale} field="avatar" label={t`Avatar`} value={<img src={avatar} alt="" width={40} height={40} className="size-40 rounded-full bg-surface-sunken object-cover" />} />
          <FieldRow locale={locale} field="name" label={t`Name`} value={<span data-testid="profile-edit-name">{username}</span>} />
          <FieldRow locale={locale} field="bio" label={t`Bio`} value={bio ? <span className="line-clamp-2">{bio}</span> : <span className="text-text-muted">{t`Not set`}</span>} />
        </List>
      </Card>
      <Link href={withLocale(`/profile/${playerId}`, locale)} className="text-center text-14 font-semibold text-link">
        <Trans>See my public profile</Trans>
      </Link>
    </>
  );
}

function FieldRow({ locale, field, label, value }: { locale: Locale; field: ProfileField; label: string; value: ReactNode }) {
  const { t } = useLingui();
  return (
    <li>
      <Link
        href={withLocale(profileEditPath(field), locale)}
        aria-label={t`Edit ${label}`}
        className="flex w-full items-center gap-12 px-16 py-12 active:bg-surface-sunken"
      >
        <span className="w-72 shrink-0 text-14 text-text-muted">{label}</span>
        <span className="min-w-0 flex-1 break-words text-15 text-text">{value}</span>
        <RowChevron />
      </Link>
    </li>
  );
}
