"use client";
// /space: the public showcase (showcase, 20 a page, open to guests): everyone's items rarest first, or
// with ?uid= one player's, with the address NFTs sent to them arrive at.
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES, type ItemKind } from "@repo/api-client/schemas/collectibles";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { CopyButton } from "../wallet/CopyButton";
import { CollectibleCard } from "./CollectibleCard";
import { PagedGrid } from "./PagedGrid";

type KindFilter = "all" | ItemKind;

export function SpaceScreen({ locale, userId }: { locale: Locale; userId: number | null }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<KindFilter>("all");
  const query = useApiInfiniteQuery(nftEndpoints.showcase, {
    ...(userId === null ? {} : { user_id: userId }),
    ...(kind === "all" ? {} : { kind }),
  });
  const owner = query.data?.pages[0]?.owner ?? null;
  const ownerName = owner?.username ?? "";
  const unknown = isBusinessError(query.error, COLLECTIBLE_CODES.NOT_FOUND);
  return (
    <PageFrame locale={locale} heading={userId === null ? <Trans>Showcase</Trans> : ownerName ? <Trans>{ownerName}'s showcase</Trans> : <Trans>Showcase</Trans>}>
      {unknown ? (
        <ErrorState title={t`This player was not found.`} description={t`Check the link, or browse everyone's showcase.`} />
      ) : (
        <>
          {userId === null ? (
            <p className="text-14 text-text-muted">
              <Trans>The rarest NFTs and pets of every player.</Trans>
            </p>
          ) : owner ? (
            <Card>
              <p className="text-14 text-text-muted">
                <Trans>NFTs sent to this address arrive in {ownerName}'s collection:</Trans>
              </p>
              <div className="mt-8 flex items-center gap-8">
                <code className="min-w-0 flex-1 break-all text-13 text-text" data-testid="showcase-address">
                  {owner.wallet_addr}
                </code>
                <CopyButton text={owner.wallet_addr} label={t`Copy the address`} />
              </div>
            </Card>
          ) : null}
          <Card flush>
            <Tabs
              label={t`Kind`}
              stretch
              value={kind}
              onValueChange={setKind}
              items={[
                { value: "all", label: <Trans>All</Trans> },
                { value: "nft", label: <Trans>NFTs</Trans> },
                { value: "pet", label: <Trans>Pets</Trans> },
              ]}
            >
              <div className="px-12 pb-12">
                <PagedGrid
                  query={query}
                  label={t`Showcase`}
                  errorTitle={t`The showcase could not load.`}
                  empty={<EmptyState title={<Trans>Nothing to show yet</Trans>} />}
                  renderCard={(item) => <CollectibleCard key={item.item_id} locale={locale} item={item} showOwner={userId === null} />}
                />
              </div>
            </Tabs>
          </Card>
        </>
      )}
    </PageFrame>
  );
}
