import { InvestScreen } from "@/features/invest/InvestScreen";
import { investMetadata } from "@/features/invest/invest-pages";
import { loadInvest } from "@/features/invest/load-invest";
import { enterLocaleLoading, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => investMetadata(params, "products");

/** Invest products and the player's holdings in short (login-required; user info is re-read on open). */
export default async function InvestPage({ params }: Props) {
  const { locale, data } = await enterLocaleLoading(params, (locale) => loadInvest(serverApi(locale)));
  // loadInvest does not throw (the products may be missing); a rejection here is a bug, and the browser asks instead.
  const first = data.status === "fulfilled" ? data.value : undefined;
  return <InvestScreen locale={locale} first={first} />;
}
