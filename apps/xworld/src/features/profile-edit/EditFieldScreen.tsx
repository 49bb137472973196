"use client";
// /profile/edit/{name,avatar,bio} (login-required): one field of the profile, checked and saved; after
// saving, the player is back on /profile/edit with the new value.
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { useRouter } from "next/navigation";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { AvatarForm } from "./AvatarForm";
import { BioForm } from "./BioForm";
import { NameForm } from "./NameForm";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";
import { useMyProfile } from "./use-my-profile";

export function EditFieldScreen({ locale, field }: { locale: Locale; field: ProfileField }) {
  const viewer = useViewer();
  const heading = field === "name" ? <Trans>Your name</Trans> : field === "avatar" ? <Trans>Your avatar</Trans> : <Trans>Your bio</Trans>;
  return (
    <PageFrame locale={locale} back={profileEditPath()} heading={heading}>
      {viewer === "player" ? (
        <FieldEditor locale={locale} field={field} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(profileEditPath(field), locale)}
          title={<Trans>Sign in to edit your profile</Trans>}
          description={<Trans>Choose your name, picture and a few words about you.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function FieldEditor({ locale, field }: { locale: Locale; field: ProfileField }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  const saved = (message: string) => {
    runtime.toasts.show(message, { tone: "success" });
    router.push(withLocale(profileEditPath(), locale));
  };
  const save = <Trans>Save</Trans>;
  return (
    <Card>
      {field === "name" ? (
        <NameForm locale={locale} profile={profile.data} submitLabel={save} onSaved={() => saved(t`Your name is saved.`)} />
      ) : field === "avatar" ? (
        <AvatarForm profile={profile.data} submitLabel={save} onSaved={() => saved(t`Your avatar is saved.`)} />
      ) : (
        <BioForm profile={profile.data} submitLabel={save} onSaved={() => saved(t`Your bio is saved.`)} />
      )}
    </Card>
  );
}
