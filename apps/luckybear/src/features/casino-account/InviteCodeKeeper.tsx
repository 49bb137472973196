"use client";
// Keeps the invite code of the landing (`?invite=`) as soon as the page is interactive. It is loaded
// with the page, not after it like the rest of the casino account's work, so a visitor who taps
// "Sign in" at once still brings the code along.
import { usePlatform } from "@repo/session/react/hooks";
import { useEffect } from "react";
import { inviteCodeFromSearch, keepInviteCode } from "./invite-code";

export function InviteCodeKeeper() {
  const platform = usePlatform();
  useEffect(() => {
    keepInviteCode(platform.storage, inviteCodeFromSearch(window.location.search));
  }, [platform]);
  return null;
}
