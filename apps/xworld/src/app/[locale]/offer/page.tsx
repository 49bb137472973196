import { loadOffers } from "@/features/offers/load-offers";
import { OffersScreen } from "@/features/offers/OffersScreen";
import { offerMetadata } from "@/features/offers/offer-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => offerMetadata(params);

/** The follow tasks, one per network (login-required: /offer/*). */
export default async function OffersPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadOffers);
  return <OffersScreen locale={locale} first={first} />;
}
