"use client";
// The browser's parts of /user/report, each loaded only when it renders: the whole read when the page has
// no server read for this render's player; on the server-rendered page, the form, loaded after start
// (until then the target the server read and the form's place). Each one's placeholder (`waiting`) is drawn
// by the server, so its code is not the route's.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { ReportQuery } from "./report-query";
import type { ReportFormProps } from "./ReportForm";

export const ReportFromBrowser = lazyPart<{ locale: Locale; target: ReportQuery; back: string; waiting: ReactNode }>(
  () => import("./ReportRead").then(({ ReportRead }) => ReportRead),
  ({ waiting }) => waiting,
);

export const ReportFormPart = lazyPart<ReportFormProps & { waiting: ReactNode }>(
  () => import("./ReportForm").then(({ ReportForm }) => ReportForm),
  ({ targetCard, waiting }) => (
    <>
      {targetCard}
      {waiting}
    </>
  ),
);
