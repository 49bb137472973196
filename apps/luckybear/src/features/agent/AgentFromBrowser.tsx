"use client";
// The browser's parts of /luckybear/agent, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the application form, a
// link's buttons, the form that adds a link, and the sub-agents when the server could not read them,
// each loaded after start.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { SkeletonText } from "@repo/ui/skeleton";
import { AgentSkeleton } from "./AgentSkeleton";
import { SubAgentsCard } from "./SubAgentsCard";

export const AgentFromBrowser = lazyPart(() => import("./AgentRead").then(({ AgentRead }) => AgentRead), <AgentSkeleton />);

/** Until it has loaded, the form's card with a skeleton in its place. */
export const AgentApplyFromBrowser = lazyPart(
  () => import("./AgentApplyRefreshing").then(({ AgentApplyRefreshing }) => AgentApplyRefreshing),
  <Card title={<Trans>Apply to become an agent</Trans>}>
    <SkeletonText lines={5} />
  </Card>,
);

/** Until they have loaded, the same two buttons, busy. */
export const AgentLinkActions = lazyPart(
  () => import("./AgentLinkButtons").then(({ AgentLinkButtons }) => AgentLinkButtons),
  <div className="flex gap-8">
    <Button variant="secondary" size="sm" loading="delayed">
      <Trans>Copy</Trans>
    </Button>
    <Button variant="ghost" size="sm" loading="delayed">
      <Trans>Share</Trans>
    </Button>
  </div>,
);

/** Until it has loaded, a skeleton in the form's place under the links. */
export const AddLinkFromBrowser = lazyPart(
  () => import("./AddLinkRefreshing").then(({ AddLinkRefreshing }) => AddLinkRefreshing),
  <div className="border-t border-border px-16 py-16">
    <SkeletonText lines={3} />
  </div>,
);

export const SubAgentsFromBrowser = lazyPart(
  () => import("./SubAgents").then(({ SubAgents }) => SubAgents),
  <SubAgentsCard>
    <SkeletonText lines={3} />
  </SubAgentsCard>,
);
