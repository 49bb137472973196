import { FollowTaskScreen } from "@/features/offers/FollowTaskScreen";
import { readFollowMedia } from "@/features/offers/follow-media";
import { loadFollowTask } from "@/features/offers/load-follow-task";
import { offerMetadata } from "@/features/offers/offer-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => offerMetadata(params);

/** Following a network's accounts for a reward (?media=x|telegram|youtube; login-required; the task is in the HTML for the cookies' player). */
export default async function FollowTaskPage({ params, searchParams }: Props) {
  const raw = (await searchParams).media;
  const media = readFollowMedia(Array.isArray(raw) ? raw[0] : raw);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadFollowTask(api, media));
  return <FollowTaskScreen locale={locale} media={media} first={first} />;
}
