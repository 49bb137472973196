import { withLocale } from "@repo/i18n/resolve";
import { redirect } from "next/navigation";
import { resolveShortLink } from "@/features/share/short-links";
import type { SearchParams } from "@/features/task/task-query";
import { enterLocale, runtimeConfig } from "@/platform/app";

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<SearchParams> };

function toQuery(search: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  return query;
}

/**
 * A short link: resolved on the server and answered with a redirect (no page to render). Only pages of
 * this app, or hosts on the runtime allow-list, are ever a target; anything else goes home.
 */
export default async function ShortLinkPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const { slug } = await params;
  const config = runtimeConfig();
  const target = resolveShortLink(slug, toQuery(await searchParams), {
    // The store host is the deployment's own setting, trusted like the allow-list.
    allowedHosts: [...config.redirectAllowedHosts, config.storeHost],
    externalLinks: { download: `https://${config.storeHost}/download?app=XWorld` },
  });
  redirect(target.kind === "internal" ? withLocale(target.path, locale) : target.url);
}
