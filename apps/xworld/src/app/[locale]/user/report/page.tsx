import { loadReport } from "@/features/report/load-report";
import { ReportScreen } from "@/features/report/ReportScreen";
import { reportMetadata } from "@/features/report/report-pages";
import { readReportQuery } from "@/features/report/report-query";
import type { SearchParams } from "@/features/wallet/wallet-paths";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => reportMetadata(params);

/** Reporting a player or a post (?type=user|post&id=; login-required, no feedback ball; the target is in the HTML). */
export default async function ReportPage({ params, searchParams }: Props) {
  const target = readReportQuery(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, async (api) => (target ? loadReport(api, target) : { target: null }));
  return <ReportScreen locale={locale} target={target} first={first} />;
}
