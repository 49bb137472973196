import { redirect } from "next/navigation";
import { enterLocale } from "@/platform/app";

/** The casino lives at /{locale}/luckybear (the spec's lbHomePath); the bare locale goes there. */
export default async function LocaleRoot({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await enterLocale(params);
  redirect(`/${locale}/luckybear`);
}
