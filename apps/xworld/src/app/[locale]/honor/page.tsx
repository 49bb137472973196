import { HonorScreen } from "@/features/honor/HonorScreen";
import { honorMetadata } from "@/features/honor/honor-pages";
import { loadHonor } from "@/features/honor/load-honor";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => honorMetadata(params, "honor");

/** The player's honor: points, badges, achievements and how to earn each (no feedback ball here). */
export default async function HonorPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadHonor);
  return <HonorScreen locale={locale} first={first} />;
}
