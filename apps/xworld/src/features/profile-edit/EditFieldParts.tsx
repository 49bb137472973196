"use client";
// The browser's parts of /profile/edit/<field>, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the form, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { EditFieldFormProps } from "./EditFieldForm";
import type { EditFieldReadProps } from "./EditFieldRead";

export const EditFieldFromBrowser = placeheldPart<EditFieldReadProps>(() => import("./EditFieldRead").then(({ EditFieldRead }) => EditFieldRead));

export const EditFieldFormPart = placeheldPart<EditFieldFormProps>(() => import("./EditFieldForm").then(({ EditFieldForm }) => EditFieldForm));
