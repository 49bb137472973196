"use client";
// The browser's read of a game's page, loaded only when the server had none for this reader.
import { useLingui } from "@lingui/react/macro";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";

function ProductSkeleton() {
  const { t } = useLingui();
  return <TaskDetailSkeleton label={t`Loading the game`} />;
}

export const ProductFromBrowser = lazyPart(() => import("./ProductRead").then((module) => module.ProductRead), <ProductSkeleton />);
