"use client";
// A pet's care as a part loaded after start (the mutations, the balance-lack dialog, the error texts are
// not the route's first load); meanwhile `waiting` (the server's PetActionsWaiting).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { PetCardActionsProps } from "./PetCardActions";

export const PetActionsPart = lazyPart<PetCardActionsProps & { waiting: ReactNode }>(
  () => import("./PetCardActions").then(({ PetCardActions }) => PetCardActions),
  ({ waiting }) => waiting,
);
