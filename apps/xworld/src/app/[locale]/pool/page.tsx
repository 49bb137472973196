import { loadPools } from "@/features/pool/load-pools";
import { PoolsScreen } from "@/features/pool/PoolsScreen";
import { poolMetadata } from "@/features/pool/pool-pages";
import { enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => poolMetadata(params, "pools");

/** Prize pools, running and ended (renders before app start; open to guests). */
export default async function PoolsPage({ params }: Props) {
  const { locale, data } = await enterLocaleLoading(params, (locale) => loadPools(serverApi(locale)));
  // loadPools does not throw (the list may be missing); a rejection here is a bug, and the browser asks instead.
  const first = data.status === "fulfilled" ? data.value : undefined;
  return <PoolsScreen locale={locale} first={first} />;
}
