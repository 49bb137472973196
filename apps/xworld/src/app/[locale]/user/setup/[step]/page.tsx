import { notFound } from "next/navigation";
import { loadProfileForm } from "@/features/profile-edit/load-profile-form";
import { SetupStepScreen } from "@/features/setup/SetupStepScreen";
import { setupMetadata } from "@/features/setup/setup-pages";
import { readSetupStep } from "@/features/setup/setup-steps";
import { enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string; step: string }> };

export const generateMetadata = ({ params }: Props) => setupMetadata(params);

/** One setup step: /user/setup/name, /avatar or /language; anything else is not found. The form shows the server's read of the profile. */
export default async function SetupStepPage({ params }: Props) {
  const step = readSetupStep((await params).step);
  if (!step) {
    await enterLocale(params);
    notFound();
  }
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadProfileForm(api, { avatars: step === "avatar" }));
  return <SetupStepScreen locale={locale} step={step} first={first} />;
}
