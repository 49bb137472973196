"use client";
// The browser's parts of /voteV2/[projectId], each loaded only when it renders: the whole read when the
// page has no server read for this render's reader; on the server-rendered page, the stake and unstake
// forms, loaded after start. Until a part has loaded, `placeholder` shows, drawn by the server (so its code
// is not in the route's first load): the skeleton, or the form's skeleton.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { StakeFormProps } from "./StakeForm";
import type { UnstakeFormProps } from "./UnstakeForm";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const VoteProjectFromBrowser = lazyPart<Placeheld<{ locale: Locale; projectId: number }>>(
  () => import("./VoteProjectRead").then(({ VoteProjectRead }) => VoteProjectRead),
  drawn,
);

export const StakeFormPart = lazyPart<Placeheld<StakeFormProps>>(() => import("./StakeForm").then(({ StakeForm }) => StakeForm), drawn);

export const UnstakeFormPart = lazyPart<Placeheld<UnstakeFormProps>>(() => import("./UnstakeForm").then(({ UnstakeForm }) => UnstakeForm), drawn);
