"use client";
// Runs on every casino page and renders nothing: opens the signed-in player's casino account once
// (register, with the invite code InviteCodeKeeper kept), and tells the server this browser's
// analytics client id (update_ad_user_ga_clientid) when it is new for the player.
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiMutation } from "@repo/api-client/react";
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { useEffect, useRef } from "react";
import { gaClientIdFromCookies, gaClientIdToSend, markGaClientIdSent } from "./ga-client-id";
import { registerOnce } from "./register-once";

export function CasinoAccountSync() {
  const platform = usePlatform();
  const hasInit = useSessionValue("hasInit");
  const sessionUser = useSessionValue("userId");
  const loggedIn = useIsLoggedIn();
  // Background calls: a failure shows nothing (the next page load tries again). An account the server
  // already had (registered: false, a player on another device) moved no money: nothing is read again.
  const register = useApiMutation(luckyBearLobbyEndpoints.register, { meta: { silent: true }, changed: (answer) => answer.registered });
  const reportGa = useApiMutation(luckyBearLobbyEndpoints.updateAdUserGaClientid, { meta: { silent: true } });
  const { mutateAsync: registerCall } = register;
  const { mutateAsync: reportGaCall } = reportGa;
  // Once per player and page load, however often the effect runs (React's development double run).
  const started = useRef(new Set<number>());

  const userId = hasInit && loggedIn ? sessionUser : null;
  useEffect(() => {
    if (userId === null || started.current.has(userId)) return;
    started.current.add(userId);
    const storage = platform.storage;
    void registerOnce(storage, userId, registerCall).finally(() => {
      const clientId = gaClientIdToSend(storage, userId, gaClientIdFromCookies(document.cookie));
      if (clientId === null) return;
      reportGaCall({ ga_client_id: clientId }).then(
        () => markGaClientIdSent(storage, userId, clientId),
        () => undefined,
      );
    });
  }, [userId, platform, registerCall, reportGaCall]);

  return null;
}
