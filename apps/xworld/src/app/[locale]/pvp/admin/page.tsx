import { PvpAdminScreen } from "@/features/pvp/PvpAdminScreen";
import { pvpMetadata } from "@/features/pvp/pvp-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => pvpMetadata(params, "admin");

/** The host's page: open, settle and cancel matches (exempt from the app-version gate). */
export default async function PvpAdminPage({ params }: Props) {
  return <PvpAdminScreen locale={await enterLocale(params)} />;
}
