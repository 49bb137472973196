"use client";
// The browser's parts of the method choice, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the form, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { ChooseMethodFormProps } from "./ChooseMethodForm";
import type { ChooseMethodReadProps } from "./ChooseMethodRead";

export const ChooseMethodFromBrowser = placeheldPart<ChooseMethodReadProps>(() => import("./ChooseMethodRead").then(({ ChooseMethodRead }) => ChooseMethodRead));

export const ChooseMethodFormPart = placeheldPart<ChooseMethodFormProps>(() => import("./ChooseMethodForm").then(({ ChooseMethodForm }) => ChooseMethodForm));
