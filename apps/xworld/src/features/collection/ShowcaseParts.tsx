// The showcase's parts with no client code of their own, which the server-rendered /space and the
// browser's read (SpaceRead) share: the heading, what the page shows (everyone's items, or the player's
// address with its copy button), the kind tabs' labels and the empty showcase.
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";
import type { ShowcaseKind } from "./collection-paths";
import type { ShowcasePage } from "./showcase";

type Owner = NonNullable<ShowcasePage["owner"]>;

export function ShowcaseHeading({ userId, owner }: { userId: number | null; owner: Owner | null }) {
  const ownerName = owner?.username ?? "";
  return userId !== null && ownerName ? <Trans>{ownerName}'s showcase</Trans> : <Trans>Showcase</Trans>;
}

/** Above the grid: everyone's showcase says what it is; a player's shows their address (`copy`: its button). */
export function ShowcaseIntro({ userId, owner, copy }: { userId: number | null; owner: Owner | null; copy: ReactNode }) {
  if (userId === null) {
    return (
      <p className="text-14 text-text-muted">
        <Trans>The rarest NFTs and pets of every player.</Trans>
      </p>
    );
  }
  if (!owner) return null;
  const ownerName = owner.username;
  return (
    <Card>
      <p className="text-14 text-text-muted">
        <Trans>NFTs sent to this address arrive in {ownerName}'s collection:</Trans>
      </p>
      <div className="mt-8 flex items-center gap-8">
        <code className="min-w-0 flex-1 break-all text-13 text-text" data-testid="showcase-address">
          {owner.wallet_addr}
        </code>
        {copy}
      </div>
    </Card>
  );
}

export function useShowcaseKindItems(): { value: ShowcaseKind; label: string }[] {
  const { t } = useLingui();
  return [
    { value: "all", label: t`All` },
    { value: "nft", label: t`NFTs` },
    { value: "pet", label: t`Pets` },
  ];
}

export function NothingToShow() {
  return <EmptyState title={<Trans>Nothing to show yet</Trans>} />;
}
