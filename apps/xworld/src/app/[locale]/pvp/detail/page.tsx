import { loadPvpMatch } from "@/features/pvp/load-pvp-match";
import { PvpMatchScreen } from "@/features/pvp/PvpMatchScreen";
import { pvpMetadata } from "@/features/pvp/pvp-pages";
import { firstParam, readId, type SearchParams } from "@/features/task/task-query";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => pvpMetadata(params, "detail");

/** One match (?id=): join a side, follow it, see the result (re-reads user info; app 3.0.6+; the match is in the HTML). */
export default async function PvpDetailPage({ params, searchParams }: Props) {
  const matchId = readId(firstParam(await searchParams, "id"));
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadPvpMatch(api, matchId));
  return <PvpMatchScreen locale={locale} matchId={matchId} first={first} />;
}
