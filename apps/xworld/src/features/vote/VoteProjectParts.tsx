"use client";
// The browser's parts of /voteV2/[projectId], each loaded only when it renders: the whole read when the
// page has no server read for this render's reader; on the server-rendered page, the stake and unstake
// forms, loaded after start. Until a part has loaded, `placeholder` shows, drawn by the server (so its code
// is not in the route's first load): the skeleton, or the form's skeleton.
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { StakeFormProps } from "./StakeForm";
import type { UnstakeFormProps } from "./UnstakeForm";

export const VoteProjectFromBrowser = placeheldPart<{ locale: Locale; projectId: number }>(() => import("./VoteProjectRead").then(({ VoteProjectRead }) => VoteProjectRead));

export const StakeFormPart = placeheldPart<StakeFormProps>(() => import("./StakeForm").then(({ StakeForm }) => StakeForm));

export const UnstakeFormPart = placeheldPart<UnstakeFormProps>(() => import("./UnstakeForm").then(({ UnstakeForm }) => UnstakeForm));
