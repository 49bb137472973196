// The route files of the collectibles pages (library, space, pets, draw, roll, pet game, market): their
// translated titles. Route files read the locale and query on the server and render the client screen.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";
import type { SearchParams } from "../task/task-query";

export type CollectibleRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const TITLES = {
  library: msg`My collection`,
  item: msg`Item`,
  space: msg`Showcase`,
  pets: msg`My pets`,
  petDraw: msg`Pet draw`,
  petGuide: msg`How pets earn`,
  petGame: msg`Pet game`,
  roll: msg`NFT roll`,
  market: msg`Market`,
  marketDetail: msg`Listing`,
  marketHistory: msg`My trades`,
} satisfies Record<string, MessageDescriptor>;

export async function collectibleMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
