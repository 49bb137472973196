import { loadNewbie } from "@/features/newbie/load-newbie";
import { NewbieScreen } from "@/features/newbie/NewbieScreen";
import { newbieMetadata } from "@/features/newbie/newbie-pages";
import { enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => newbieMetadata(params);

/** A new player's first-week tasks (login-required); past the week, a page that says so. */
export default async function NewbiePage({ params }: Props) {
  const { locale, first } = await enterLocaleAsPlayer(params, loadNewbie);
  return <NewbieScreen locale={locale} first={first} />;
}
