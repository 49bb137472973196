import { MyVotesScreen } from "@/features/vote/MyVotesScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "mine");

/** The player's stakes and rewards (login-required). */
export default async function MyVotesPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <MyVotesScreen locale={locale} />;
}
