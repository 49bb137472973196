import { permanentRedirect } from "next/navigation";
import { enterLocale } from "@/platform/app";

/** Older vote pages (/vote/<project>, /vote/mine): each opens its /voteV2 page. */
export default async function OldVoteSubPage({ params }: { params: Promise<{ locale: string; path: string[] }> }) {
  const locale = await enterLocale(params);
  const { path } = await params;
  permanentRedirect(`/${locale}/voteV2/${path.map(encodeURIComponent).join("/")}`);
}
