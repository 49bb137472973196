import type { Post } from "@repo/api-client/endpoints/interaction";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostScreen } from "./PostScreen";

const post = (authorId: number): Post => ({
  post_id: 7,
  title: "My first catch",
  cover: "",
  author: { user_id: authorId, username: "Mai", avatar: "" },
  created_at: 1_800_000_000,
  like_count: 3,
  blocks: [{ type: "text", text: [{ text: "Caught a " }, { text: "golden fish", href: "https://example.com/fish" }] }],
});

describe("PostScreen", () => {
  it("is in the server's HTML (title, author, body, likes) and hydrates without a mismatch; a reader may report it", async () => {
    const view = await hydrateFeature(<PostScreen locale="en-US" post={post(42)} />, { answers: {} });
    expect(view.html).toContain("My first catch");
    expect(view.html).toContain("golden fish");
    expect(view.html).toContain("3 likes");
    expect(view.recoverable).toEqual([]);
    expect(screen.getByRole("link", { name: "Report this post" }).getAttribute("href")).toContain("/en-US/user/report");
    view.unmount();
  });

  it("offers no report on the player's own post", async () => {
    const view = await hydrateFeature(<PostScreen locale="en-US" post={post(PLAYER_ID)} />, { answers: {} });
    expect(screen.getByRole("heading", { name: "My first catch" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Report this post" })).toBeNull();
    view.unmount();
  });
});
