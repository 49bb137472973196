import { ReportScreen } from "@/features/report/ReportScreen";
import { reportMetadata } from "@/features/report/report-pages";
import { readReportQuery } from "@/features/report/report-query";
import type { SearchParams } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => reportMetadata(params);

/** Reporting a player or a post (?type=user|post&id=; login-required, no feedback ball). */
export default async function ReportPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  return <ReportScreen locale={locale} target={readReportQuery(await searchParams)} />;
}
