import { InvestProductScreen } from "@/features/invest/InvestProductScreen";
import { investMetadata } from "@/features/invest/invest-pages";
import { enterLocale } from "@/platform/app";
import { readIdParam } from "@/routing/id-param";

type Props = { params: Promise<{ locale: string; productId: string }> };

export const generateMetadata = ({ params }: Props) => investMetadata(params, "product");

/** One product and subscribing to it (login-required). */
export default async function InvestProductPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { productId } = await params;
  return <InvestProductScreen locale={locale} productId={readIdParam(productId)} />;
}
