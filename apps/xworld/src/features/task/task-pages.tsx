// The route files of the task pages, shared by the current and the older paths: read the locale and
// the query on the server; the task page also reads the task there, as the cookies' player or a guest.
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { withLocale } from "@repo/i18n/resolve";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale, enterLocaleAsViewer } from "@/platform/app";
import { loadProduct, loadTaskDetail } from "./load-task-pages";
import { ProductScreen } from "./ProductScreen";
import { TaskDetailScreen } from "./TaskDetailScreen";
import { readProductQuery, readTaskQuery, type SearchParams, selfPath } from "./task-query";

export type TaskRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function taskMetadata({ params }: TaskRouteProps, page: "task" | "web3" | "product"): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  const titles = { task: msg`Task`, web3: msg`Web3 task`, product: msg`Game` };
  return { title: i18n._(titles[page]) };
}

/** /task/details (path "/task/details") and /task/detailsV2 (web3). */
export async function TaskDetailRoute({ params, searchParams, path, web3Route }: TaskRouteProps & { path: string; web3Route: boolean }) {
  const search = await searchParams;
  const query = readTaskQuery(search, { web3Route });
  const { taskId } = query;
  const { locale, first } = taskId === null ? { locale: await enterLocale(params), first: null } : await enterLocaleAsViewer(params, (api) => loadTaskDetail(api, taskId));
  return <TaskDetailScreen locale={locale} {...query} selfHref={withLocale(selfPath(path, search), locale)} first={first} />;
}

/** /task/product_v2 and the older /task/product. */
export async function ProductRoute({ params, searchParams }: TaskRouteProps) {
  const query = readProductQuery(await searchParams);
  const { locale, first } = await enterProductPage(params, query.productId);
  return <ProductScreen locale={locale} productId={query.productId} from={query.from} first={first} />;
}

/** A game's page: the locale, and the game as the server read it for the cookies' player or a guest (none without an id). */
export async function enterProductPage(params: Promise<{ locale: string }>, productId: number | null) {
  if (productId === null) return { locale: await enterLocale(params), first: null };
  return enterLocaleAsViewer(params, (api) => loadProduct(api, productId));
}
