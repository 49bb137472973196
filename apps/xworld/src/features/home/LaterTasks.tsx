"use client";
// The rows after the server's first page, in the same list, once the player asked for more.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { useTaskPaging } from "./TaskPaging";

const MoreTasks = lazyPart(() => import("./MoreTasks").then((module) => module.MoreTasks), null);

export function LaterTasks() {
  const { asked, first, locale, report } = useTaskPaging();
  return asked ? <MoreTasks first={first} locale={locale} onChange={report} /> : null;
}
