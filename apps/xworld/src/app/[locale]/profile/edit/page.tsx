import { EditProfileScreen } from "@/features/profile-edit/EditProfileScreen";
import { loadMyProfile } from "@/features/profile-edit/load-my-profile";
import { profileMetadata } from "@/features/profile-edit/profile-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => profileMetadata(params, "edit");

/** The player's name, avatar and bio, each with its edit page (login-required). */
export default async function EditProfilePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadMyProfile);
  return <EditProfileScreen locale={locale} first={first} />;
}
