"use client";
// The browser's parts of /pvp/admin, each loaded only when it renders: the whole read when the page has no
// server read for this render's player; on the server-rendered page, the form that opens a match and each
// hosted match's actions, loaded after start (until then blocks of their size).
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Skeleton } from "@repo/ui/skeleton";
import type { CreateMatchFormProps } from "./CreateMatchForm";
import type { HostActionsProps } from "./HostActions";
import { MatchSkeleton } from "./MatchSkeleton";
import { hostActions } from "./pvp-rules";

export const PvpAdminFromBrowser = lazyPart<{ locale: Locale }>(() => import("./PvpAdminRead").then(({ PvpAdminRead }) => PvpAdminRead), <MatchSkeleton />);

export const CreateMatchFormPart = lazyPart<CreateMatchFormProps>(
  () => import("./CreateMatchForm").then(({ CreateMatchForm }) => CreateMatchForm),
  <Card>
    <div className="flex flex-col gap-16" aria-busy="true">
      <Skeleton width="40%" height={22} />
      {["title", "coin", "stake"].map((field) => (
        <div key={field} className="flex flex-col gap-8">
          <Skeleton width="30%" />
          <Skeleton width="100%" height={48} />
        </div>
      ))}
      <Skeleton width="100%" height={24} />
      <Skeleton width="100%" height={52} />
    </div>
  </Card>,
);

export const HostActionsPart = lazyPart<HostActionsProps>(
  () => import("./HostActions").then(({ HostActions }) => HostActions),
  ({ match }) => {
    const actions = hostActions(match);
    return actions.settle || actions.cancel ? <Skeleton width="100%" height={32} className="rounded-8" /> : null;
  },
);
