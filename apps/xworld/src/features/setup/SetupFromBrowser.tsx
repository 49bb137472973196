"use client";
// The setup's client parts, each loaded when it first renders: the browser's own read (SetupRead: React
// Query's observer, the sign-in prompt, the error state), only when the page has no server read for this
// render's player; and "Finish" on the server-rendered page, after start (a block of the button's height
// holds its place until then).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Skeleton } from "@repo/ui/skeleton";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export const SetupFromBrowser = lazyPart(() => import("./SetupRead").then(({ SetupRead }) => SetupRead), <FormSkeleton />);

export const SetupFinishPart = lazyPart(() => import("./SetupFinish").then(({ SetupFinish }) => SetupFinish), <Skeleton height={52} className="rounded-16" />);
