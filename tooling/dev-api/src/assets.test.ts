import { describe, expect, it } from "vitest";
import { absolutizeAssets, assetPath } from "./assets";
import { createDevApi } from "./server";

describe("dev API images", () => {
  it("makes asset paths absolute on the caller's origin, deep inside answers", () => {
    const answer = { list: [{ icon: assetPath("tasks", 1), title: "/static/ is also a word" }], link: "/wallet" };
    expect(absolutizeAssets(answer, "http://127.0.0.1:4410")).toEqual({
      list: [{ icon: "http://127.0.0.1:4410/static/tasks/1.svg", title: "/static/ is also a word" }],
      link: "/wallet",
    });
  });

  it("serves every image the seeded task list names, as SVG", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const answer = await app.request("http://127.0.0.1:4400/svc/task/task/get_task_list?page=1&page_size=20");
    const body = (await answer.json()) as { data: { list: { icon: string }[] } };
    const icon = body.data.list[0]?.icon ?? "";
    expect(icon).toMatch(/^http:\/\/127\.0\.0\.1:4400\/static\/tasks\/\d+\.svg$/);
    const image = await app.request(icon);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg /);
  });

  it("draws the same placeholder for the same name and escapes it", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const first = await (await app.request("/static/games/7.svg")).text();
    expect(await (await app.request("/static/games/7.svg")).text()).toBe(first);
    expect(await (await app.request("/static/x/%3Cscript%3E.svg")).text()).not.toContain("<script>");
  });
});
