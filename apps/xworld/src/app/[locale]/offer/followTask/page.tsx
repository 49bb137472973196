import { FollowTaskScreen } from "@/features/offers/FollowTaskScreen";
import { readFollowMedia } from "@/features/offers/follow-media";
import { offerMetadata } from "@/features/offers/offer-pages";
import type { SearchParams } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => offerMetadata(params);

/** Following a network's accounts for a reward (?media=x|telegram|youtube; login-required). */
export default async function FollowTaskPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const media = (await searchParams).media;
  return <FollowTaskScreen locale={locale} media={readFollowMedia(Array.isArray(media) ? media[0] : media)} />;
}
