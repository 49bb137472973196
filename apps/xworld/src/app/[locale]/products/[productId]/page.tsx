import { ProductScreen } from "@/features/task/ProductScreen";
import { enterProductPage, taskMetadata } from "@/features/task/task-pages";
import { readId } from "@/features/task/task-query";
import type { SearchParams } from "@/features/wallet/wallet-paths";

type Props = { params: Promise<{ locale: string; productId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = ({ params }: Props) => taskMetadata({ params, searchParams: Promise.resolve({}) }, "product");

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * The H5 variant of opening a game from a list (spec section 2): /products/{productId}?gameName=&from=,
 * the same game page as /task/product_v2 (renders before app start; login-required, no loading overlay).
 */
export default async function H5ProductPage({ params, searchParams }: Props) {
  const search = await searchParams;
  const productId = readId((await params).productId);
  const { locale, first } = await enterProductPage(params, productId);
  // The name a list gave the game, the page's heading; bounded, shown as text.
  const gameName = firstOf(search.gameName)?.trim().slice(0, 60) || null;
  return <ProductScreen locale={locale} productId={productId} from={firstOf(search.from)} gameName={gameName} first={first} />;
}
