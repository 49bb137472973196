import { notFound } from "next/navigation";
import { EditFieldScreen } from "@/features/profile-edit/EditFieldScreen";
import { loadProfileForm } from "@/features/profile-edit/load-profile-form";
import { readProfileField } from "@/features/profile-edit/profile-edit-paths";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string; field: string }> };

export async function generateMetadata({ params }: Props) {
  return profileMetadata(params, readProfileField((await params).field) ?? "edit");
}

/** One field of the profile: /profile/edit/name, /avatar or /bio; any other field is not found. The form shows the server's read of the profile. */
export default async function EditFieldPage({ params }: Props) {
  const field = readProfileField((await params).field);
  if (!field) {
    await enterLocale(params);
    notFound();
  }
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadProfileForm(api, { avatars: field === "avatar" }));
  return <EditFieldScreen locale={locale} field={field} first={first} />;
}
