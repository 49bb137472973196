// Task reads answer per player, but query keys do not carry the player, and the app keeps public
// data across a first sign-in. A page that loaded before the stored login was read (the session
// hydrates after the first render) would keep showing the guest's answer: refetch when the player changes.
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { queryKeys } from "@repo/api-client/react";
import { useSession } from "@repo/session/react/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

export function useRefetchForViewer(endpoints: readonly AnyEndpoint[]): void {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const seen = useRef(userId);
  useEffect(() => {
    if (seen.current === userId) return;
    seen.current = userId;
    for (const endpoint of endpoints) void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoint) });
  }, [userId, endpoints, queryClient]);
}
