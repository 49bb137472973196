import { EditProfileScreen } from "@/features/profile-edit/EditProfileScreen";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "edit");

/** The player's name, avatar and bio, each with its edit page (login-required). */
export default async function EditProfilePage({ params }: Props) {
  return <EditProfileScreen locale={await enterLocale(params)} />;
}
