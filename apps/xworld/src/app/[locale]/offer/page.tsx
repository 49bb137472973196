import { OffersScreen } from "@/features/offers/OffersScreen";
import { offerMetadata } from "@/features/offers/offer-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => offerMetadata(params);

/** The follow tasks, one per network (login-required: /offer/*). */
export default async function OffersPage({ params }: Props) {
  return <OffersScreen locale={await enterLocale(params)} />;
}
