import { describe, expect, it } from "vitest";
import { taskEndpoints } from "./endpoints/task";
import { tgHostEndpoints } from "./endpoints/tg-host";
import { userEndpoints } from "./endpoints/user";
import { isApiError } from "./errors";
import { clientWith, envelope } from "./test-support/fake-fetch";
import { appLink, httpUrl, isAppPath, isHttpUrl } from "./url";

describe("isHttpUrl", () => {
  it.each([
    ["https://games.example/inbet/1?token=a", true],
    ["http://127.0.0.1:4400/__dev/play/task/5000", true],
    ["HTTPS://PAY.EXAMPLE/x", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["JaVaScRiPt:alert(document.cookie)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox(1)", false],
    ["intent://scan/#Intent;scheme=zxing;end", false],
    ["file:///etc/passwd", false],
    ["tg://resolve?domain=bot", false],
    ["//evil.example", false],
    ["/wallet", false],
    ["https://user:pass@pay.example/", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe("isAppPath", () => {
  it.each([
    ["/wallet", true],
    ["/task/product_v2?productId=5000", true],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["wallet", false],
    ["/\t/evil.example", false],
  ])("%j → %s", (value, expected) => {
    expect(isAppPath(value)).toBe(expected);
  });
});

describe("schemas", () => {
  it("httpUrl takes http(s) URLs only", () => {
    expect(httpUrl.safeParse("https://t.me/luckybear_cs_bot").success).toBe(true);
    expect(httpUrl.safeParse("javascript:alert(1)").success).toBe(false);
    expect(httpUrl.safeParse("/luckybear").success).toBe(false);
  });

  it("appLink takes an app path or an http(s) URL", () => {
    expect(appLink.safeParse("/luckybear/money/pay").success).toBe(true);
    expect(appLink.safeParse("https://promo.example/spring").success).toBe(true);
    expect(appLink.safeParse("javascript:alert(1)").success).toBe(false);
    expect(appLink.safeParse("//evil.example").success).toBe(false);
  });
});

describe("a hostile answer", () => {
  const parseFailure = (promise: Promise<unknown>) =>
    promise.then(
      () => "succeeded",
      (failure: unknown) => (isApiError(failure) ? failure.kind : "not an ApiError"),
    );

  it("with a javascript: play_url is a parse error, not a link", async () => {
    const product = { productId: 1, name: "G", icon: "/i.svg", description: [], play_url: "javascript:alert(document.cookie)" };
    const { client } = clientWith(() => envelope({ product, tasks: [] }));
    expect(await parseFailure(client.call(taskEndpoints.getProductDetail, { productId: 1 }))).toBe("parse");
  });

  it("with a javascript: login_url of the Telegram web login is a parse error", async () => {
    const { client } = clientWith(() => envelope({ token: "t", login_url: "javascript:alert(1)", expire_in: 60 }));
    expect(await parseFailure(client.call(tgHostEndpoints.webLoginInit, { bot_name: "dev_bot" }))).toBe("parse");
  });

  it("with a data: banner link is a parse error", async () => {
    const config = { banners: [{ id: 1, image: "/b.svg", title: "B", link: "data:text/html,x" }], announcements: [], feature_flags: {} };
    const { client } = clientWith(() => envelope(config));
    expect(await parseFailure(client.call(userEndpoints.appGlobalConfig))).toBe("parse");
  });
});
