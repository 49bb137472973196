import { loadPvpAdmin } from "@/features/pvp/load-pvp-admin";
import { PvpAdminScreen } from "@/features/pvp/PvpAdminScreen";
import { pvpMetadata } from "@/features/pvp/pvp-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => pvpMetadata(params, "admin");

/** The host's page: open, settle and cancel matches (exempt from the app-version gate; the settings and hosted matches are in the HTML). */
export default async function PvpAdminPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadPvpAdmin);
  return <PvpAdminScreen locale={locale} first={first} />;
}
