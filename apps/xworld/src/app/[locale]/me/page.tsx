import { MeScreen } from "@/features/me/MeScreen";
import { enterLocale } from "@/platform/app";

/** The "me" tab: every personal area of the player. */
export default async function MePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await enterLocale(params);
  return <MeScreen locale={locale} />;
}
