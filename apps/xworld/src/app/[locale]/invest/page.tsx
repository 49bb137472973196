import { InvestScreen } from "@/features/invest/InvestScreen";
import { investMetadata } from "@/features/invest/invest-pages";
import { loadInvest } from "@/features/invest/load-invest";
import { enterLocaleWithFirst, serverApi } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => investMetadata(params, "products");

/** Invest products and the player's holdings in short (login-required; user info is re-read on open). */
export default async function InvestPage({ params }: Props) {
  const { locale, first } = await enterLocaleWithFirst(params, (locale) => loadInvest(serverApi(locale)));
  return <InvestScreen locale={locale} first={first} />;
}
