import { loadPools } from "@/features/pool/load-pools";
import { PoolsScreen } from "@/features/pool/PoolsScreen";
import { poolMetadata } from "@/features/pool/pool-pages";
import { enterLocaleAsViewer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => poolMetadata(params, "pools");

/** Prize pools, running and ended (renders before app start; open to guests). */
export default async function PoolsPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsViewer(params, loadPools);
  return <PoolsScreen locale={locale} first={first} />;
}
