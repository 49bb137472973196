import { permanentRedirect } from "next/navigation";
import { enterLocale } from "@/platform/app";

/** The older vote page: the projects now live at /voteV2. */
export default async function OldVotePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await enterLocale(params);
  permanentRedirect(`/${locale}/voteV2`);
}
