import { loadLuckyCode } from "@/features/luckycode/load-lucky-code";
import { LuckyCodeScreen } from "@/features/luckycode/LuckyCodeScreen";
import { luckyCodeMetadata } from "@/features/luckycode/luckycode-pages";
import { enterLocaleAsViewer } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => luckyCodeMetadata(params);

/** Lucky-code draws: buy codes, see owned codes and results (?draw= opens one; user info is re-read on open; the draws are in the HTML). */
export default async function LuckyCodeBuyPage({ params, searchParams }: Props) {
  const drawId = readIdParam((await searchParams).draw);
  const { locale, first } = await enterLocaleAsViewer(params, (api, userId) => loadLuckyCode(api, drawId, userId !== null));
  return <LuckyCodeScreen locale={locale} drawId={drawId} first={first} />;
}
