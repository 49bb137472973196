"use client";
// The browser's parts of the pay page, each loaded only when it renders: the tab's form, after start (a
// visit shows one of the two forms, so neither is in the route's first load), and the whole read when the
// page has no server read for this render's player. Until a part has loaded, `placeholder` shows, drawn
// by the server (so its code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { PayKind } from "../money/pay-links";
import type { RechargeFormProps } from "./RechargeForm";
import type { WithdrawFormProps } from "./WithdrawForm";

export const RechargeFormPart = placeheldPart<RechargeFormProps>(() => import("./RechargeForm").then(({ RechargeForm }) => RechargeForm));

export const WithdrawFormPart = placeheldPart<WithdrawFormProps>(() => import("./WithdrawForm").then(({ WithdrawForm }) => WithdrawForm));

export const PayFromBrowser = placeheldPart<{ locale: Locale; kind: PayKind }>(() => import("./PayRead").then(({ PayRead }) => PayRead));
