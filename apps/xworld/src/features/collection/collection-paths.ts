// The collection's addresses (without the locale) and how their queries are read.
import { firstParam, readId, type SearchParams } from "../task/task-query";

export const LIBRARY_TABS = ["nft", "pet"] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number];

/** The collection reads the player's items 20 a page; the library page's server reads the first of its tab. */
export const LIBRARY_PAGE_SIZE = 20;

/** `/library?tab=pet`: the tab is kept in the address (NFTs by default). */
export function libraryPath(tab: LibraryTab = "nft"): string {
  return tab === "nft" ? "/library" : "/library?tab=pet";
}

export function readLibraryTab(search: SearchParams): LibraryTab {
  return firstParam(search, "tab") === "pet" ? "pet" : "nft";
}

/** Spec: not shown — an item's page. Choice: `/library/item?id=<item id>`, open to everyone. */
export function itemPath(itemId: number): string {
  return `/library/item?${new URLSearchParams({ id: String(itemId) }).toString()}`;
}

/** The showcase's filter: every kind, or NFTs or pets only. */
export const SHOWCASE_KINDS = ["all", "nft", "pet"] as const;
export type ShowcaseKind = (typeof SHOWCASE_KINDS)[number];

/**
 * `/space`: everyone's showcase; `/space?uid=<user id>`: one player's. Spec: not shown — a filter in the
 * address. Choice: `&kind=nft|pet` (every kind without it), so the server renders the filtered page.
 */
export function spacePath(userId: number | null = null, kind: ShowcaseKind = "all"): string {
  const query = new URLSearchParams();
  if (userId !== null) query.set("uid", String(userId));
  if (kind !== "all") query.set("kind", kind);
  const search = query.toString();
  return search ? `/space?${search}` : "/space";
}

export const readItemId = (search: SearchParams) => readId(firstParam(search, "id"));
export const readShowcaseUser = (search: SearchParams) => readId(firstParam(search, "uid"));
export const readShowcaseKind = (search: SearchParams): ShowcaseKind => SHOWCASE_KINDS.find((kind) => kind === firstParam(search, "kind")) ?? "all";
