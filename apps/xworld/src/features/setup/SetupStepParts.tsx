"use client";
// The browser's parts of /user/setup/<step>, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the step's form, loaded
// after start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { SetupStepFormProps } from "./SetupStepForm";
import type { SetupStepReadProps } from "./SetupStepRead";

export const SetupStepFromBrowser = placeheldPart<SetupStepReadProps>(() => import("./SetupStepRead").then(({ SetupStepRead }) => SetupStepRead));

export const SetupStepFormPart = placeheldPart<SetupStepFormProps>(() => import("./SetupStepForm").then(({ SetupStepForm }) => SetupStepForm));
