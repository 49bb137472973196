// Route helpers of the setup: titles, and the bare names' redirects (see setup-steps.ts).
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { withLocale } from "@repo/i18n/resolve";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { APP_SCOPES, enterLocale } from "@/platform/app";
import type { SearchParams } from "../wallet/wallet-paths";

export async function setupMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Set up your profile`) };
}

/** Sends a bare route (/create, /setup, /account, /followTask) on to its page, keeping the query. */
export async function redirectAlias(params: Promise<{ locale: string }>, searchParams: Promise<SearchParams>, target: string): Promise<never> {
  const locale = await enterLocale(params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, item);
  }
  const search = query.toString();
  redirect(withLocale(`${target}${search ? `?${search}` : ""}`, locale));
}
