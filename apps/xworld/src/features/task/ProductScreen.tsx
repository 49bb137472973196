// /task/product_v2 (and the older /task/product, and the H5 /products/[productId]): a game, a way to
// play it, and its tasks with the player's status on each. A task opens in place (already inside this
// page's view). A server component: the server reads the game as the player the login cookies name or
// as a guest and renders it there (ServerPlayerContent keeps it while this render is that reader's); the
// Play button is its only client code. Another reader or a failed read gets the browser's read
// (ProductFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ProductFirst } from "./load-task-pages";
import { ProductFromBrowser } from "./ProductFromBrowser";
import { ProductView } from "./ProductView";
import { TaskNotFound } from "./TaskNotFound";
import { TaskPageFrame } from "./TaskPageFrame";

export interface ProductScreenProps {
  locale: Locale;
  productId: number | null;
  from: string | null;
  /** The H5 link's `gameName` (/products/[productId]): the heading while the game loads. */
  gameName?: string | null;
  /** What the server read when the page opened, and for whom (nothing when it could not). */
  first?: ViewerFirst<ProductFirst> | null;
}

export function ProductScreen({ locale, productId, from, gameName, first }: ProductScreenProps) {
  const detail = first?.data.detail;
  let content;
  if (productId === null || first?.data.missing) content = <TaskNotFound locale={locale} kind="product" />;
  else {
    const fromBrowser = <ProductFromBrowser locale={locale} productId={productId} />;
    content =
      first && detail ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <ProductView detail={detail} locale={locale} loggedIn={first.userId !== null} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      );
  }
  return (
    <TaskPageFrame locale={locale} from={from} heading={gameName ?? <Trans>Game</Trans>}>
      {content}
    </TaskPageFrame>
  );
}
