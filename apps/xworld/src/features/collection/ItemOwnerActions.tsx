"use client";
// What the owner does with an item that is not on sale: sell it on the market, send an NFT to another
// player, or play with a pet; then what came of it (the listing, the transfer). Nothing for anybody
// else. The sell and send sheets open with a tap: out of the page's first load, loaded while it is idle;
// each submits once per tap (their forms' one-submission guards and attempt keys).
import { Trans } from "@lingui/react/macro";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { lazyWhenIdle } from "@repo/ui/lib/lazy-when-idle";
import { ResultCard } from "@repo/ui/result-card";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { marketDetailPath } from "../market/market-query";
import { petGamePath } from "../pets/pet-paths";
import { shortAddress } from "../wallet/addresses";
import { formatExact } from "../wallet/format-coin";
import { transferBlock } from "./collectible-rules";
import type { TransferResult } from "./TransferSheet";

const SellSheet = lazyWhenIdle(() => import("../market/SellSheet").then((module) => module.SellSheet));
const TransferSheet = lazyWhenIdle(() => import("./TransferSheet").then((module) => module.TransferSheet));

type Done = { kind: "listed"; listing: Listing } | { kind: "sent"; result: TransferResult };
type Sheet = "sell" | "send";

export interface ItemOwnerActionsProps {
  locale: Locale;
  item: Collectible;
  /** The item came from the server: after a sale or a send the page renders again there (else the browser's read is read again). */
  renderAgain: boolean;
}

export function ItemOwnerActions({ locale, item, renderAgain }: ItemOwnerActionsProps) {
  const router = useRouter();
  const userId = useSessionValue("userId");
  const [done, setDone] = useState<Done | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const finish = (next: Done) => {
    setSheet(null);
    setDone(next);
    if (renderAgain) router.refresh();
  };
  const owns = userId !== null && item.owner?.user_id === userId && item.listing_id === null;
  return (
    <>
      {done ? <DoneCard locale={locale} done={done} item={item} onClose={() => setDone(null)} /> : null}
      {owns ? (
        <div className="grid grid-cols-2 gap-8">
          <Button variant="primary" onClick={() => setSheet("sell")}>
            <Trans>Sell</Trans>
          </Button>
          {transferBlock(item, userId) === null ? (
            <Button variant="secondary" onClick={() => setSheet("send")}>
              <Trans>Send to a player</Trans>
            </Button>
          ) : (
            <Link href={withLocale(petGamePath(item.item_id), locale)} className="flex min-h-44 items-center justify-center rounded-16 bg-surface-sunken px-16 text-15 font-semibold text-text">
              <Trans>Play</Trans>
            </Link>
          )}
        </div>
      ) : null}
      {/* Mounted as long as the page: the item's re-read after a sale or a send must not cut their answer off. */}
      <SellSheet locale={locale} item={item} open={sheet === "sell"} onClose={() => setSheet(null)} onListed={(listing) => finish({ kind: "listed", listing })} />
      {item.kind === "nft" ? (
        <TransferSheet item={item} open={sheet === "send"} onClose={() => setSheet(null)} onSent={(result) => finish({ kind: "sent", result })} />
      ) : null}
    </>
  );
}

function DoneCard({ locale, done, item, onClose }: { locale: Locale; done: Done; item: Collectible; onClose: () => void }) {
  const name = item.name;
  if (done.kind === "listed") {
    const price = `${formatExact(done.listing.price, locale)} ${done.listing.coin_name}`;
    return (
      <ResultCard
        title={<Trans>{name} is on sale</Trans>}
        subtitle={<Trans>Price: {price}</Trans>}
        actions={
          <Link href={withLocale(marketDetailPath(done.listing.listing_id), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
            <Trans>See the listing</Trans>
          </Link>
        }
      />
    );
  }
  const receiver = done.result.to_username ?? shortAddress(done.result.to_address);
  const hash = shortAddress(done.result.tx_hash);
  return (
    <ResultCard
      title={<Trans>Sent to {receiver}</Trans>}
      subtitle={<Trans>Transaction {hash}</Trans>}
      actions={
        <Button variant="ghost" block onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    />
  );
}
