import { ProductScreen } from "@/features/task/ProductScreen";
import { taskMetadata } from "@/features/task/task-pages";
import { readId } from "@/features/task/task-query";
import type { SearchParams } from "@/features/wallet/wallet-paths";
import { enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string; productId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => taskMetadata({ params, searchParams: Promise.resolve({}) }, "product");

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * The H5 variant of opening a game from a list (spec section 2): /products/{productId}?gameName=&from=,
 * the same game page as /task/product_v2 (renders before app start; login-required, no loading overlay).
 */
export default async function H5ProductPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const search = await searchParams;
  // The name a list gave the game, shown until the game itself has loaded; bounded, shown as text.
  const gameName = first(search.gameName)?.trim().slice(0, 60) || null;
  return <ProductScreen locale={locale} productId={readId((await params).productId)} from={first(search.from)} gameName={gameName} />;
}
