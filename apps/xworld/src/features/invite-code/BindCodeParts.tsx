"use client";
// The browser's parts of /user/bindCode, each loaded only when it renders: the whole read when the page has
// no server read for this render's player (a guest, another login, a failed read), and on the server's
// page the code form, loaded after start (its place drawn by the server until then).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export const BindingFromBrowser = lazyPart(() => import("./BindingRead").then(({ BindingRead }) => BindingRead), <FormSkeleton />);

export const CodeFormPart = placeheldPart(() => import("./CodeForm").then(({ CodeForm }) => CodeForm));
