"use client";
// /task/product_v2 (and the older /task/product): a game, a way to play it, and its tasks with the
// player's status on each. A task opens in place (already inside this page's view).
import { Trans, useLingui } from "@lingui/react/macro";
import { type ProductDetail, TASK_CODES, taskEndpoints } from "@repo/api-client/endpoints/task";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import { ProductTaskRow } from "./ProductTaskRow";
import { TaskDetailSkeleton } from "./TaskDetailSkeleton";
import { TaskNotFound } from "./TaskNotFound";
import { TaskPageFrame } from "./TaskPageFrame";

const asBlocks = (description: ProductDetail["product"]["description"]): readonly RichTextBlock[] => description;

export interface ProductScreenProps {
  locale: Locale;
  productId: number | null;
  from: string | null;
  /** The H5 link's `gameName` (/products/[productId]): the heading while the game loads. */
  gameName?: string | null;
}

export function ProductScreen({ locale, productId, from, gameName }: ProductScreenProps) {
  const { t } = useLingui();
  const product = useApiQuery(taskEndpoints.getProductDetail, { productId: productId ?? 0 }, { enabled: productId !== null });

  let content;
  if (productId === null || isBusinessError(product.error, TASK_CODES.NOT_FOUND)) content = <TaskNotFound locale={locale} kind="product" />;
  else if (product.isError && !product.data)
    content = <ErrorState title={t`This game could not load.`} onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  else if (!product.data) content = <TaskDetailSkeleton label={t`Loading the game`} />;
  else content = <ProductContent detail={product.data} locale={locale} />;

  return (
    <TaskPageFrame locale={locale} from={from} heading={gameName ?? <Trans>Game</Trans>}>
      {content}
    </TaskPageFrame>
  );
}

function ProductContent({ detail, locale }: { detail: ProductDetail; locale: Locale }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const { product, tasks } = detail;
  const name = product.name;
  return (
    <>
      <Card>
        <div className="flex items-center gap-12">
          <img src={product.icon} alt="" width={72} height={72} className="size-72 shrink-0 rounded-16 bg-surface-sunken object-cover" />
          <h1 className="min-w-0 flex-1 break-words text-24 font-bold text-text">{name}</h1>
        </div>
        <Button variant="primary" size="lg" block className="mt-16" onClick={() => void platform.openLink(product.play_url)}>
          <Trans>Play {name}</Trans>
        </Button>
      </Card>

      <Card title={t`Tasks`} flush>
        <List
          label={t`Tasks of ${name}`}
          empty={<EmptyState title={<Trans>No tasks in this game right now</Trans>} description={<Trans>New tasks arrive every day. Come back soon.</Trans>} />}
        >
          {tasks.map((task) => (
            <ProductTaskRow key={task.taskId} task={task} productId={product.productId} locale={locale} />
          ))}
        </List>
      </Card>

      <Card title={t`About the game`}>
        <RichText blocks={asBlocks(product.description)} />
      </Card>
    </>
  );
}
