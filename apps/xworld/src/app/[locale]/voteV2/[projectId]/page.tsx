import { loadVoteProject } from "@/features/vote/load-vote-project";
import { VoteProjectScreen } from "@/features/vote/VoteProjectScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocale, enterLocaleAsViewer } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; projectId: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "project");

/** One project: its standing, the player's stake, staking and unstaking (login-required); read on the server as the cookies' player or a guest. */
export default async function VoteProjectPage({ params }: Props) {
  const projectId = readIdParam((await params).projectId);
  const { locale, first } =
    projectId === null ? { locale: await enterLocale(params), first: null } : await enterLocaleAsViewer(params, (api, userId) => loadVoteProject(api, projectId, userId !== null));
  return <VoteProjectScreen locale={locale} projectId={projectId} first={first} />;
}
