import { loadVote } from "@/features/vote/load-vote";
import { VoteScreen } from "@/features/vote/VoteScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocaleAsViewer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "projects");

/** The projects to vote for, ranked by stake (login-required; user info is re-read on open). */
export default async function VotePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsViewer(params, loadVote);
  return <VoteScreen locale={locale} first={first} />;
}
