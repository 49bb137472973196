"use client";
// The changes after the server's first page, in the same list, once the player asked for more.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { useServerPaging } from "../paging/ServerPaging";
import type { HistoryPage } from "./history-page";

const MoreEntries = lazyPart(() => import("./MoreEntries").then(({ MoreEntries }) => MoreEntries), null);

export function LaterEntries({ coin, first, locale }: { coin: string; first: HistoryPage; locale: Locale }) {
  const { asked, report } = useServerPaging();
  return asked ? <MoreEntries coin={coin} first={first} locale={locale} onChange={report} /> : null;
}
