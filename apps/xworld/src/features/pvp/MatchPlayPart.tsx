"use client";
// MatchPlay as a part of its own, for the server-rendered match page: its code (the join call, the
// wallet's read, the confirmation) loads after start. Until then the sides as they first show, drawn from
// the match, with a block of the Join button's size under a free side.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Skeleton } from "@repo/ui/skeleton";
import { MatchSides } from "./MatchSides";
import type { MatchPlayProps } from "./MatchPlay";

export const MatchPlayPart = lazyPart<MatchPlayProps>(
  () => import("./MatchPlay").then((module) => module.MatchPlay),
  ({ match }) => <MatchSides match={match} join={() => <Skeleton height={32} className="rounded-8" />} />,
);
