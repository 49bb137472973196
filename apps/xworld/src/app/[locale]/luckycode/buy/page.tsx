import { LuckyCodeScreen } from "@/features/luckycode/LuckyCodeScreen";
import { luckyCodeMetadata } from "@/features/luckycode/luckycode-pages";
import { enterLocale } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = ({ params }: Props) => luckyCodeMetadata(params);

/** Lucky-code draws: buy codes, see owned codes and results (?draw= opens one; user info is re-read on open). */
export default async function LuckyCodeBuyPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const { draw } = await searchParams;
  return <LuckyCodeScreen locale={locale} drawId={readIdParam(draw)} />;
}
