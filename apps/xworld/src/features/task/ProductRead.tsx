"use client";
// The browser's read of a game's page (the server had none for this reader: another login, a login only
// Telegram or the host app knows, or a failed read): a skeleton, the game, not found, or a failure with Retry.
import { useLingui } from "@lingui/react/macro";
import { TASK_CODES, taskEndpoints } from "@repo/api-client/endpoints/task";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { ProductView } from "./ProductView";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";
import { TaskNotFound } from "./TaskNotFound";

export function ProductRead({ locale, productId }: { locale: Locale; productId: number }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const product = useApiQuery(taskEndpoints.getProductDetail, { productId });
  if (isBusinessError(product.error, TASK_CODES.NOT_FOUND)) return <TaskNotFound locale={locale} kind="product" />;
  if (product.isError && !product.data) return <ErrorState title={t`This game could not load.`} onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  if (!product.data) return <TaskDetailSkeleton label={t`Loading the game`} />;
  return <ProductView detail={product.data} locale={locale} loggedIn={loggedIn} />;
}
