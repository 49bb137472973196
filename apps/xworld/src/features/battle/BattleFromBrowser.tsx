"use client";
// The browser's parts of /battle, each loaded only when it renders: the whole read when the page has no
// server read for this render's player; on the server-rendered page, entering, loaded after start (until
// then its button shows as it will, not yet pressable).
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { BattleEntryNote } from "./BattleEntryNote";
import { entryBlock } from "./battle-rules";
import { BattleSkeleton } from "./BattleSkeleton";

export const BattleFromBrowser = lazyPart(() => import("./BattleRead").then(({ BattleRead }) => BattleRead), <BattleSkeleton />);

export const BattleEntryPart = lazyPart(
  () => import("./BattleEntry").then(({ BattleEntry }) => BattleEntry),
  ({ battle, fee }) => {
    const block = entryBlock(battle);
    if (block) return <BattleEntryNote block={block} />;
    const coin = battle.coin_name;
    return (
      <Button size="lg" block disabled>
        <Trans>
          Enter for {fee} {coin}
        </Trans>
      </Button>
    );
  },
);
