import { PoolsScreen } from "@/features/pool/PoolsScreen";
import { poolMetadata } from "@/features/pool/pool-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => poolMetadata(params, "pools");

/** Prize pools, running and ended (renders before app start; open to guests). */
export default async function PoolsPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <PoolsScreen locale={locale} />;
}
