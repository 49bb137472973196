"use client";
// /profile/edit (login-required): the player's name, avatar and bio as others see them, each leading to
// its own edit page, and a link to the public profile.
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { MyProfileFirst } from "./load-my-profile";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";
import { useMyProfile } from "./use-my-profile";

export interface EditProfileScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyProfileFirst> | null;
}

export function EditProfileScreen({ locale, first }: EditProfileScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/profile" heading={<Trans>Edit profile</Trans>}>
      {viewer === "player" ? (
        <PlayerFields locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(profileEditPath(), locale)}
          title={<Trans>Sign in to edit your profile</Trans>}
          description={<Trans>Choose your name, picture and a few words about you.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function PlayerFields({ locale, server }: { locale: Locale; server: PlayerAnswers<MyProfileFirst> }) {
  const { t } = useLingui();
  const profile = useMyProfile(server.answer(server.data?.profile));
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  const { username, avatar, bio, user_id: playerId } = profile.data;
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
        <span aria-hidden="true" className="text-18 text-text-muted">
          ›
        </span>
      </Link>
    </li>
  );
}
