import { InvestProductScreen } from "@/features/invest/InvestProductScreen";
import { investMetadata } from "@/features/invest/invest-pages";
import { loadInvestProduct } from "@/features/invest/load-invest-product";
import { enterLocaleAsPlayer } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; productId: string }> };

export const generateMetadata = ({ params }: Props) => investMetadata(params, "product");

/** One product and subscribing to it (login-required). */
export default async function InvestProductPage({ params }: Props) {
  const productId = readIdParam((await params).productId);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadInvestProduct(api, productId));
  return <InvestProductScreen locale={locale} productId={productId} first={first} />;
}
