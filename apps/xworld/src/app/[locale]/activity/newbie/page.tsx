import { NewbieScreen } from "@/features/newbie/NewbieScreen";
import { newbieMetadata } from "@/features/newbie/newbie-pages";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) => newbieMetadata(params);

/** A new player's first-week tasks (login-required); past the week, a page that says so. */
export default async function NewbiePage({ params }: Props) {
  const locale = await enterLocale(params);
  return <NewbieScreen locale={locale} />;
}
