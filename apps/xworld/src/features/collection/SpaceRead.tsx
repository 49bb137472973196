"use client";
// /space read by the browser, when the server's read failed: the showcase 20 a page, its kinds switched
// in the browser. Loaded only then (SpaceFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { CopyButton } from "../wallet/CopyButton";
import { CollectibleCard } from "./CollectibleCard";
import type { ShowcaseKind } from "./collection-paths";
import { PagedGrid } from "./PagedGrid";
import { showcaseInput } from "./showcase";
import { NothingToShow, ShowcaseHeading, ShowcaseIntro, useShowcaseKindItems } from "./ShowcaseParts";

export interface SpaceReadProps {
  locale: Locale;
  userId: number | null;
  initialKind: ShowcaseKind;
}

export function SpaceRead({ locale, userId, initialKind }: SpaceReadProps) {
  const { t } = useLingui();
  const [kind, setKind] = useState(initialKind);
  const query = useApiInfiniteQuery(nftEndpoints.showcase, showcaseInput(userId, kind));
  const owner = query.data?.pages[0]?.owner ?? null;
  const unknown = isBusinessError(query.error, COLLECTIBLE_CODES.NOT_FOUND);
  const kindItems = useShowcaseKindItems();
  return (
    <PageFrame locale={locale} heading={<ShowcaseHeading userId={userId} owner={owner} />}>
      {unknown ? (
        <ErrorState title={t`This player was not found.`} description={t`Check the link, or browse everyone's showcase.`} />
      ) : (
        <>
          <ShowcaseIntro userId={userId} owner={owner} copy={owner ? <CopyButton text={owner.wallet_addr} label={t`Copy the address`} /> : null} />
          <Card flush>
            <Tabs label={t`Kind`} stretch value={kind} onValueChange={setKind} items={kindItems}>
              <div className="px-12 pb-12">
                <PagedGrid
                  query={query}
                  label={t`Showcase`}
                  errorTitle={t`The showcase could not load.`}
                  empty={<NothingToShow />}
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
