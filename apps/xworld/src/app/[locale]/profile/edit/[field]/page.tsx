import { notFound } from "next/navigation";
import { EditFieldScreen } from "@/features/profile-edit/EditFieldScreen";
import { readProfileField } from "@/features/profile-edit/profile-edit-paths";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; field: string }> };

export async function generateMetadata({ params }: Props) {
  return profileMetadata(params, readProfileField((await params).field) ?? "edit");
}

/** One field of the profile: /profile/edit/name, /avatar or /bio; any other field is not found. */
export default async function EditFieldPage({ params }: Props) {
  const locale = await enterLocale(params);
  const field = readProfileField((await params).field);
  if (!field) notFound();
  return <EditFieldScreen locale={locale} field={field} />;
}
