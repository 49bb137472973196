import { PvpMatchScreen } from "@/features/pvp/PvpMatchScreen";
import { pvpMetadata } from "@/features/pvp/pvp-pages";
import { firstParam, readId, type SearchParams } from "@/features/task/task-query";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => pvpMetadata(params, "detail");

/** One match (?id=): join a side, follow it, see the result (re-reads user info; app 3.0.6+). */
export default async function PvpDetailPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  return <PvpMatchScreen locale={locale} matchId={readId(firstParam(await searchParams, "id"))} />;
}
