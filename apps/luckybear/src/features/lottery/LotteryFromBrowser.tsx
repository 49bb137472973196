"use client";
// The browser's parts of /luckybear/lottery, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, today's draw when it is
// ready, loaded after start.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Card } from "@repo/ui/card";
import { DrawCardSkeleton } from "./DrawCardSkeleton";
import { DRAW_CARD_CONTENT } from "./draw-card";
import { DrawReady } from "./DrawReady";

export const LotteryFromBrowser = lazyPart(() => import("./LotteryRead").then(({ LotteryRead }) => LotteryRead), <DrawCardSkeleton />);

/** Until it has loaded, the draw shows ready with a button that does nothing yet (as before the page hydrated). */
export const FreeDrawFromBrowser = lazyPart(
  () => import("./FreeDrawCard").then(({ FreeDrawCard }) => FreeDrawCard),
  <Card>
    <div className={DRAW_CARD_CONTENT}>
      <DrawReady />
    </div>
  </Card>,
);
