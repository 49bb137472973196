import { loadVote } from "@/features/vote/load-vote";
import { VoteScreen } from "@/features/vote/VoteScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "projects");

/** The projects to vote for, ranked by stake (login-required; user info is re-read on open). */
export default async function VotePage({ params }: Props) {
  const { locale, data } = await enterLocaleLoading(params, (locale) => loadVote(serverApi(locale)));
  // loadVote does not throw (the ranking may be missing); a rejection here is a bug, and the browser asks instead.
  const first = data.status === "fulfilled" ? data.value : undefined;
  return <VoteScreen locale={locale} first={first} />;
}
