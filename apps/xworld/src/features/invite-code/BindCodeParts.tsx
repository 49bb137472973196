"use client";
// The browser's parts of /user/bindCode, each loaded only when it renders, their places drawn by the server
// (`placeholder`): the whole read when the page has no server read for this render's player (a guest,
// another login, a failed read), and on the server's page the code form, loaded after start.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const BindingFromBrowser = placeheldPart(() => import("./BindingRead").then(({ BindingRead }) => BindingRead));

export const CodeFormPart = placeheldPart(() => import("./CodeForm").then(({ CodeForm }) => CodeForm));
