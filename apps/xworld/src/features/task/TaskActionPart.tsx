"use client";
// The task's action panel as a part of its own, for the server-rendered page: its code (the API client's
// mutations, the wallet's read, the countdown) loads after start. Until then a block of the button's height
// holds its place.
import { Skeleton } from "@repo/ui/skeleton";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const TaskActionPart = lazyPart(
  () => import("./TaskActionPanel").then((module) => module.TaskActionPanel),
  <div className="flex flex-col gap-12">
    <Skeleton height={48} />
  </div>,
);
