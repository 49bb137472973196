"use client";
// GiftCodeForm as a part loaded after start (its React Query mutation, the balance's read and the form's
// checks are not in the route's first load); until then `placeholder`, drawn by the server.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { GiftCodeFormProps } from "./GiftCodeForm";

export const GiftCodeFormPart = lazyPart<GiftCodeFormProps & { placeholder: ReactNode }>(
  () => import("./GiftCodeForm").then(({ GiftCodeForm }) => GiftCodeForm),
  ({ placeholder }) => placeholder,
);
