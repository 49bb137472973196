import { loadMyVotes } from "@/features/vote/load-my-votes";
import { MyVotesScreen } from "@/features/vote/MyVotesScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "mine");

/** The player's stakes and rewards (login-required). */
export default async function MyVotesPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadMyVotes);
  return <MyVotesScreen locale={locale} first={first} />;
}
