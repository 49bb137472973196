"use client";
// The browser's parts of /profile/select, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the showcase form, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { SelectGamesReadProps } from "./SelectGamesRead";
import type { ShowcaseFormProps } from "./ShowcaseForm";

export const SelectGamesFromBrowser = placeheldPart<SelectGamesReadProps>(() => import("./SelectGamesRead").then(({ SelectGamesRead }) => SelectGamesRead));

export const ShowcaseFormPart = placeheldPart<ShowcaseFormProps>(() => import("./ShowcaseForm").then(({ ShowcaseForm }) => ShowcaseForm));
