import { VoteProjectScreen } from "@/features/vote/VoteProjectScreen";
import { voteMetadata } from "@/features/vote/vote-pages";
import { enterLocale } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; projectId: string }> };

export const generateMetadata = ({ params }: Props) => voteMetadata(params, "project");

/** One project: its standing, the player's stake, staking and unstaking (login-required). */
export default async function VoteProjectPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { projectId } = await params;
  return <VoteProjectScreen locale={locale} projectId={readIdParam(projectId)} />;
}
