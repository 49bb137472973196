"use client";
// The browser's read of the task page, loaded only when the server had none for this reader.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";

export const TaskDetailFromBrowser = lazyPart(() => import("./TaskDetailRead").then((module) => module.TaskDetailRead), <TaskDetailSkeleton />);
