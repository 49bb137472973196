"use client";
// One field's form on /profile/edit/<field>, given the profile (and on the avatar page the avatars) it
// starts from: checked and saved once per tap; after saving, a toast and back to /profile/edit, which the
// server renders with the new value. Loaded after start on the server-rendered page (EditFieldFormPart),
// or inside the browser's read (EditFieldRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useRouter } from "next/navigation";
import type { AvatarChoice } from "./avatar-options";
import { AvatarForm } from "./AvatarForm";
import { BioForm } from "./BioForm";
import { NameForm } from "./NameForm";
import { profileEditPath, type ProfileField } from "./profile-edit-paths";

export interface EditFieldFormProps {
  locale: Locale;
  field: ProfileField;
  profile: MyProfile;
  /** The avatars the server read for the avatar page; none: the avatar form reads them. */
  avatars?: readonly AvatarChoice[] | null;
}

export function EditFieldForm({ locale, field, profile, avatars }: EditFieldFormProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const saved = (message: string) => {
    runtime.toasts.show(message, { tone: "success" });
    router.push(withLocale(profileEditPath(), locale));
  };
  const save = <Trans>Save</Trans>;
  if (field === "name") return <NameForm locale={locale} profile={profile} submitLabel={save} onSaved={() => saved(t`Your name is saved.`)} />;
  if (field === "avatar") return <AvatarForm profile={profile} choices={avatars} submitLabel={save} onSaved={() => saved(t`Your avatar is saved.`)} />;
  return <BioForm profile={profile} submitLabel={save} onSaved={() => saved(t`Your bio is saved.`)} />;
}
