"use client";
// One field's page read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (EditFieldFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { EditFieldForm } from "./EditFieldForm";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";
import { useMyProfile } from "./use-my-profile";

export interface EditFieldReadProps {
  locale: Locale;
  field: ProfileField;
}

export function EditFieldRead({ locale, field }: EditFieldReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <FieldEditor locale={locale} field={field} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(profileEditPath(field), locale)}
      title={<Trans>Sign in to edit your profile</Trans>}
      description={<Trans>Choose your name, picture and a few words about you.</Trans>}
    />
  );
}

function FieldEditor({ locale, field }: EditFieldReadProps) {
  const { t } = useLingui();
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  return (
    <Card>
      <EditFieldForm locale={locale} field={field} profile={profile.data} />
    </Card>
  );
}
