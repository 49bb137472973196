// @vitest-environment node
// The route files behind the rules: Next.js serves a static folder before a dynamic one beside it, so
// these pages must exist as folders of their own, or /profile/select would render the public profile of
// a player called "select" (issue 17).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const appDir = fileURLToPath(new URL("../app/[locale]/", import.meta.url));
const page = (route: string) => `${appDir}${route}/page.tsx`;

describe("the route folders", () => {
  it.each(["profile/select", "profile/addProduct", "profile/edit", "profile/edit/[field]"])("%s is a page of its own beside profile/[xid]", (route) => {
    expect(existsSync(page("profile/[xid]"))).toBe(true);
    expect(existsSync(page(route))).toBe(true);
  });

  it.each([
    "user/payment", "user/withdrawNew", "user/withdraw-quantity", "user/withdraw-payment", "user/report", "user/bindCode",
    "user/setup", "user/setup/[step]", "create", "setup", "account", "followTask", "offer", "offer/followTask",
    "posts/[postId]", "products/[productId]", "task/download", "buildDialog/[popupId]", "activity/recharge_dialog",
    "activity/exchange_dialog", "user/feedback/assistant",
  ])("%s has a page", (route) => expect(existsSync(page(route))).toBe(true));

  it("opens the dialog routes over the previous page through the @modal slot", () => {
    for (const route of ["@modal/(.)activity/recharge_dialog", "@modal/(.)activity/exchange_dialog", "@modal/[...rest]", "@modal"]) {
      expect(existsSync(page(route))).toBe(true);
    }
    expect(existsSync(`${appDir}@modal/default.tsx`)).toBe(true);
  });
});
