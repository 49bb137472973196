"use client";
// The browser's parts of the method choice, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the form, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { ChooseMethodFormProps } from "./ChooseMethodForm";
import type { ChooseMethodReadProps } from "./ChooseMethodRead";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const ChooseMethodFromBrowser = lazyPart<Placeheld<ChooseMethodReadProps>>(() => import("./ChooseMethodRead").then(({ ChooseMethodRead }) => ChooseMethodRead), drawn);

export const ChooseMethodFormPart = lazyPart<Placeheld<ChooseMethodFormProps>>(() => import("./ChooseMethodForm").then(({ ChooseMethodForm }) => ChooseMethodForm), drawn);
