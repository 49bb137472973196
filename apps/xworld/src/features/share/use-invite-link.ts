"use client";
// The signed-in player's invite code and link for the platform the page runs on.
import { tgHostEndpoints } from "@repo/api-client/endpoints/tg-host";
import { useApiQuery } from "@repo/api-client/react";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { useSyncExternalStore } from "react";
import { inviteCodeOf, webInviteLink } from "./invite-link";

export interface InviteLink {
  /** The invite code; null when nobody is signed in. */
  code: string | null;
  /** The link to share; null until it is known. */
  link: string | null;
  /** `telegram`: the bot's invite link (the Telegram host's invite_url), opened in Telegram. */
  via: "web" | "telegram";
  status: "loading" | "ready" | "error";
  retry: () => void;
}

const noSubscription = () => () => undefined;

/** This site's origin in the browser; null while rendering on the server. */
function useOrigin(): string | null {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => null);
}

/** `serverPlayer`: the player the server rendered the page for, who stands until the session knows one. */
export function useInviteLink(serverPlayer?: number): InviteLink {
  const userId = useSessionValue("userId") ?? serverPlayer ?? null;
  const platform = usePlatform();
  const { config } = useRuntime();
  const origin = useOrigin();
  // Inside the mini app a friend should land in the mini app too: the bot's invite link opens it with
  // the inviter as start param. Elsewhere the web link (it works in any browser or app).
  const via = platform.kind === "telegram" ? "telegram" : "web";
  const telegram = useApiQuery(
    tgHostEndpoints.inviteUrl,
    { bot_name: config.telegramBotName },
    { enabled: via === "telegram" && userId !== null },
  );
  const code = userId === null ? null : inviteCodeOf(userId);

  if (via === "telegram") {
    const link = telegram.data?.invite_url ?? null;
    const status = link ? "ready" : telegram.isError ? "error" : "loading";
    return { code, link, via, status, retry: () => void telegram.refetch() };
  }
  const link = userId === null || origin === null ? null : webInviteLink(origin, userId);
  return { code, link, via, status: link ? "ready" : "loading", retry: () => undefined };
}
