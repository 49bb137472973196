"use client";
// The browser's parts of /offer/followTask, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the return from the network's
// sign-in page (around the page's content), the link button and each row's Follow/Check, loaded after
// start. Until a part has loaded, the server's drawing shows (so its code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { FollowLinkButtonProps } from "./FollowLinkButton";
import type { FollowMedia } from "./follow-media";
import type { FollowReturnProps } from "./FollowReturn";
import type { FollowRowProps } from "./FollowRow";

export const FollowTaskFromBrowser = placeheldPart<{ locale: Locale; media: FollowMedia }>(() => import("./FollowTaskRead").then(({ FollowTaskRead }) => FollowTaskRead));

export const FollowReturnPart = lazyPart<FollowReturnProps>(
  () => import("./FollowReturn").then(({ FollowReturn }) => FollowReturn),
  ({ children }) => children,
);

export const FollowLinkPart = placeheldPart<FollowLinkButtonProps>(() => import("./FollowLinkButton").then(({ FollowLinkButton }) => FollowLinkButton));

export const FollowRowPart = placeheldPart<FollowRowProps>(() => import("./FollowRow").then(({ FollowRow }) => FollowRow));
