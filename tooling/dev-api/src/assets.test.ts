import { describe, expect, it } from "vitest";
import { absolutizeAssets, assetPath } from "./assets";
import { createDevApi } from "./server";

describe("dev API images", () => {
  it("makes asset paths absolute on the caller's origin, deep inside answers", () => {
    const answer = { list: [{ icon: assetPath("tasks", 1), title: "/static/ is also a word" }], link: "/wallet" };
    expect(absolutizeAssets(answer, "http://127.0.0.1:4410")).toEqual({
      list: [{ icon: "http://127.0.0.1:4410/static/tasks/1.png", title: "/static/ is also a word" }],
      link: "/wallet",
    });
  });

  it("refuses a seeded name the answers could not make absolute", () => {
    expect(() => assetPath("sud", "Draw & Guess")).toThrow(/word characters, dots and dashes/);
    expect(assetPath("sud", "draw-guess")).toBe("/static/sud/draw-guess.png");
  });

  it("gives every party game an absolute icon (names with spaces and an & included)", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const body = (await (await app.request("http://127.0.0.1:4400/svc/vg/vg/sud_game_list")).json()) as { data: { list: { name: string; icon: string }[] } };
    expect(body.data.list.map((game) => game.name)).toContain("Draw & Guess");
    for (const game of body.data.list) expect(game.icon).toMatch(/^http:\/\/127\.0\.0\.1:4400\/static\/sud\/[a-z0-9-]+\.png$/);
  });

  it("serves every image the seeded task list names, as PNG", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const answer = await app.request("http://127.0.0.1:4400/svc/task/task/get_task_list?page=1&page_size=20");
    const body = (await answer.json()) as { data: { list: { icon: string }[] } };
    const icon = body.data.list[0]?.icon ?? "";
    expect(icon).toMatch(/^http:\/\/127\.0\.0\.1:4400\/static\/tasks\/\d+\.png$/);
    const image = await app.request(icon);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // The PNG signature.
    expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it("draws the same placeholder for the same name, another for another name, and only as PNG", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const bytes = async (path: string) => Buffer.from(await (await app.request(path)).arrayBuffer());
    const first = await bytes("/static/games/7.png");
    expect((await bytes("/static/games/7.png")).equals(first)).toBe(true);
    expect((await bytes("/static/games/8.png")).equals(first)).toBe(false);
    expect((await app.request("/static/x/%3Cscript%3E.png")).headers.get("content-type")).toBe("image/png");
    expect((await app.request("/static/games/7.svg")).status).toBe(404);
  });
});

describe("dev API clips", () => {
  it("serves the post's video as WebM, absolute on the caller's origin, and nothing else from its folder", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const answer = await app.request("http://127.0.0.1:4400/svc/interaction/interaction/post", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ post_id: 1 }),
    });
    const body = (await answer.json()) as { data: { blocks: { type: string; url?: string }[] } };
    const video = body.data.blocks.find((block) => block.type === "video")?.url ?? "";
    expect(video).toBe("http://127.0.0.1:4400/static/videos/farm-tour.webm");
    const clip = await app.request(video);
    expect(clip.status).toBe(200);
    expect(clip.headers.get("content-type")).toBe("video/webm");
    // The EBML magic number of a WebM file.
    expect([...new Uint8Array(await clip.arrayBuffer()).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await app.request("/static/videos/missing.webm")).status).toBe(404);
    expect((await app.request("/static/videos/..%2Fpackage.webm")).status).toBe(404);
  });
});
