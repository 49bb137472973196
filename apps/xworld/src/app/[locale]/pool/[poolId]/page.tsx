import { loadPool } from "@/features/pool/load-pool";
import { PoolDetailScreen } from "@/features/pool/PoolDetailScreen";
import { poolMetadata } from "@/features/pool/pool-pages";
import { enterLocale, enterLocaleAsViewer } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; poolId: string }> };

export const generateMetadata = ({ params }: Props) => poolMetadata(params, "pool");

/** One prize pool: join it while it runs, receive its prize once it ended; read on the server as the cookies' player or a guest. */
export default async function PoolPage({ params }: Props) {
  const poolId = readIdParam((await params).poolId);
  const { locale, first } = poolId === null ? { locale: await enterLocale(params), first: null } : await enterLocaleAsViewer(params, (api) => loadPool(api, poolId));
  return <PoolDetailScreen locale={locale} poolId={poolId} first={first} />;
}
