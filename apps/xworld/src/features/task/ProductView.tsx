// A game: its Play button, its tasks with the reader's status on each (each a link that opens the task in
// place), and what it is about. No client code of its own but the Play button: rendered on the server (the
// page's read for the reader) and in the browser (ProductRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductDetail } from "@repo/api-client/endpoints/task";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { List } from "@repo/ui/list";
import { RichText } from "@repo/ui/rich-text";
import type { RichTextBlock } from "@repo/ui/rich-text/types";
import { PlayGameButton } from "./PlayGameButton";
import { ProductTaskRow } from "./ProductTaskRow";

const asBlocks = (description: ProductDetail["product"]["description"]): readonly RichTextBlock[] => description;

/** `loggedIn`: the reader is signed in (their status on each task shows). */
export function ProductView({ detail, locale, loggedIn }: { detail: ProductDetail; locale: Locale; loggedIn: boolean }) {
  const { t } = useLingui();
  const { product, tasks } = detail;
  const name = product.name;
  return (
    <>
      <Card>
        <div className="flex items-center gap-12">
          <img src={product.icon} alt="" width={72} height={72} className="size-72 shrink-0 rounded-16 bg-surface-sunken object-cover" />
          <h1 className="min-w-0 flex-1 break-words text-24 font-bold text-text">{name}</h1>
        </div>
        <PlayGameButton name={name} playUrl={product.play_url} />
      </Card>

      <Card title={t`Tasks`} flush>
        <List
          label={t`Tasks of ${name}`}
          empty={<EmptyState title={<Trans>No tasks in this game right now</Trans>} description={<Trans>New tasks arrive every day. Come back soon.</Trans>} />}
        >
          {tasks.map((task) => (
            <ProductTaskRow key={task.taskId} task={task} productId={product.productId} locale={locale} loggedIn={loggedIn} />
          ))}
        </List>
      </Card>

      <Card title={t`About the game`}>
        <RichText blocks={asBlocks(product.description)} />
      </Card>
    </>
  );
}
