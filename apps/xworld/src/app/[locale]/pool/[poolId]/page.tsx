import { PoolDetailScreen } from "@/features/pool/PoolDetailScreen";
import { poolMetadata } from "@/features/pool/pool-pages";
import { enterLocale } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; poolId: string }> };

export const generateMetadata = ({ params }: Props) => poolMetadata(params, "pool");

/** One prize pool: join it while it runs, receive its prize once it ended. */
export default async function PoolPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { poolId } = await params;
  return <PoolDetailScreen locale={locale} poolId={readIdParam(poolId)} />;
}
