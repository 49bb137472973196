import { loadMyProfile } from "@/features/profile-edit/load-my-profile";
import { SetupScreen } from "@/features/setup/SetupScreen";
import { setupMetadata } from "@/features/setup/setup-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => setupMetadata(params);

/** The new player's setup: name, avatar, language (login-required). */
export default async function SetupPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadMyProfile);
  return <SetupScreen locale={locale} first={first} />;
}
