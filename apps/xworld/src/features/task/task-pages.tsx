// The route files of the task pages, shared by the current and the older paths: read the locale and
// the query on the server, render the client screen (its data needs the player's key).
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { withLocale } from "@repo/i18n/resolve";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";
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
  const locale = await enterLocale(params);
  const search = await searchParams;
  const query = readTaskQuery(search, { web3Route });
  return <TaskDetailScreen locale={locale} {...query} selfHref={withLocale(selfPath(path, search), locale)} />;
}

/** /task/product_v2 and the older /task/product. */
export async function ProductRoute({ params, searchParams }: TaskRouteProps) {
  const locale = await enterLocale(params);
  const query = readProductQuery(await searchParams);
  return <ProductScreen locale={locale} productId={query.productId} from={query.from} />;
}
