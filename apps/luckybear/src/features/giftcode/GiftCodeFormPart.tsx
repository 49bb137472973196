"use client";
// GiftCodeForm as a part loaded after start (its React Query mutation, the balance's read and the form's
// checks are not in the route's first load); until then `placeholder`, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { GiftCodeFormProps } from "./GiftCodeForm";

export const GiftCodeFormPart = placeheldPart<GiftCodeFormProps>(() => import("./GiftCodeForm").then(({ GiftCodeForm }) => GiftCodeForm));
