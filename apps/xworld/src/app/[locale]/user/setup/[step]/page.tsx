import { notFound } from "next/navigation";
import { SetupStepScreen } from "@/features/setup/SetupStepScreen";
import { setupMetadata } from "@/features/setup/setup-pages";
import { readSetupStep } from "@/features/setup/setup-steps";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; step: string }> };

export const generateMetadata = ({ params }: Props) => setupMetadata(params);

/** One setup step: /user/setup/name, /avatar or /language; anything else is not found. */
export default async function SetupStepPage({ params }: Props) {
  const locale = await enterLocale(params);
  const step = readSetupStep((await params).step);
  if (!step) notFound();
  return <SetupStepScreen locale={locale} step={step} />;
}
