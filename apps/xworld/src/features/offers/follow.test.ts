import { createMemoryStorage } from "@repo/session/storage/adapter";
import { describe, expect, it } from "vitest";
import { authorizeAddress, completeFollowAuth, FOLLOW_AUTH_MAX_AGE_MS, rememberFollowAuth } from "./follow-authorize";
import { followTaskPath, followUrl, readFollowMedia } from "./follow-media";

const NOW = 1_781_000_000_000;
const PENDING = { state: "s1", media: "x" as const, redirectUri: "http://127.0.0.1:3000/en-US/offer/followTask?media=x", codeVerifier: "v".repeat(43), createdAt: NOW };

describe("follow networks", () => {
  it("know their names and where an account is followed", () => {
    expect(readFollowMedia("youtube")).toBe("youtube");
    expect(readFollowMedia("tiktok")).toBeNull();
    expect(followUrl("x", "xworld_news")).toBe("https://x.com/xworld_news");
    expect(followUrl("telegram", "xworld_news")).toBe("https://t.me/xworld_news");
    expect(followUrl("youtube", "xworld_news")).toBe("https://www.youtube.com/@xworld_news");
    expect(followUrl("x", "../evil")).toBeNull();
    expect(followTaskPath("x")).toBe("/offer/followTask?media=x");
  });
});

describe("linking a network account", () => {
  it("sends the player to the sign-in page with the return address, state and PKCE challenge", () => {
    const url = new URL(authorizeAddress("http://127.0.0.1:4400/__dev/oauth/authorize?provider=x", { redirectUri: PENDING.redirectUri, state: "s1", codeChallenge: "c".repeat(43) }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: "x",
      redirect_uri: PENDING.redirectUri,
      state: "s1",
      code_challenge: "c".repeat(43),
      code_challenge_method: "S256",
    });
  });

  it("accepts the code of the sign-in this tab started, once", () => {
    const storage = createMemoryStorage();
    rememberFollowAuth(storage, PENDING);
    const query = new URLSearchParams({ media: "x", code: "dev_player~abc", state: "s1" });
    expect(completeFollowAuth(storage, query, NOW + 1_000)).toEqual({ kind: "ok", media: "x", code: "dev_player~abc", redirectUri: PENDING.redirectUri, codeVerifier: PENDING.codeVerifier });
    expect(completeFollowAuth(storage, query, NOW + 2_000)).toEqual({ kind: "failed", reason: "forged" });
  });

  it("tells a plain visit, a refusal, a forged state and a stale sign-in apart", () => {
    const storage = createMemoryStorage();
    expect(completeFollowAuth(storage, new URLSearchParams({ media: "x" }), NOW)).toEqual({ kind: "none" });
    rememberFollowAuth(storage, PENDING);
    expect(completeFollowAuth(storage, new URLSearchParams({ code: "c", state: "other" }), NOW)).toEqual({ kind: "failed", reason: "forged" });
    expect(completeFollowAuth(storage, new URLSearchParams({ error: "access_denied", state: "s1" }), NOW)).toEqual({ kind: "failed", reason: "refused" });
    rememberFollowAuth(storage, PENDING);
    expect(completeFollowAuth(storage, new URLSearchParams({ code: "c", state: "s1" }), NOW + FOLLOW_AUTH_MAX_AGE_MS + 1)).toEqual({ kind: "failed", reason: "expired" });
  });
});
