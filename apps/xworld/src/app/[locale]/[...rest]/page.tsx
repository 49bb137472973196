import { notFound } from "next/navigation";
import { enterLocale } from "@/platform/app";

/** Any path under a locale that no page claims renders the localized not-found page. */
export default async function UnknownPage({ params }: { params: Promise<{ locale: string }> }) {
  await enterLocale(params);
  notFound();
}
