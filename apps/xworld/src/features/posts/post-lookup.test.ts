import { BusinessError } from "@repo/api-client/errors";
import { describe, expect, it, vi } from "vitest";
import { lookupPost, readPostId } from "./post-lookup";

const request = { service: "interaction" as const, path: "/interaction/post", method: "POST" as const, url: "http://api.test/interaction/post" };

describe("a post on the server", () => {
  it("reads only a positive id from the path", () => {
    expect(readPostId("12")).toBe(12);
    expect(readPostId("0")).toBeNull();
    expect(readPostId("abc")).toBeNull();
    expect(readPostId("%E0%A4%A")).toBeNull();
  });

  it("is found, not found, or failed", async () => {
    const post = { post_id: 1 };
    await expect(lookupPost({ call: vi.fn(async () => post) } as never, 1)).resolves.toEqual({ kind: "found", post });
    await expect(lookupPost({ call: vi.fn(async () => Promise.reject(new BusinessError(request, 1002, "none"))) } as never, 9)).resolves.toEqual({ kind: "not-found" });
    await expect(lookupPost({ call: vi.fn() } as never, null)).resolves.toEqual({ kind: "not-found" });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(lookupPost({ call: vi.fn(async () => Promise.reject(new Error("down"))) } as never, 1)).resolves.toEqual({ kind: "failed" });
  });
});
