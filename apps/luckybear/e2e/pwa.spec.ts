// The PWA install offer on the casino home (spec sections 2 and 4): web visitors get it on their first
// visit of a calendar day once they scroll the lobby (never over its first paint), not again on a reload
// that day, again the next day; never inside the app.
import { expect, type Page, test } from "@repo/playwright-config/fixtures";
import { installOffer as offer, scrollLobby, scrollToInstallOffer } from "./lobby-dialogs";

const HOME = "/en-US/luckybear";

/** The home page has finished starting (the corner shows "Sign in" only once app start is done). */
async function homeStarted(page: Page) {
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

test("a web visitor is offered the install once a day: first visit yes, a reload that day no, the next day yes", async ({ page, consoleErrors }) => {
  await page.clock.setFixedTime(new Date("2026-11-21T10:00:00"));
  await page.goto(HOME);
  // Nothing covers the lobby at first; the offer opens once the visitor scrolls.
  await homeStarted(page);
  await expect(offer(page)).toHaveCount(0);
  await scrollToInstallOffer(page);
  await page.keyboard.press("Escape");
  await expect(offer(page)).toHaveCount(0);

  await page.clock.setFixedTime(new Date("2026-11-21T23:30:00"));
  await page.reload();
  await homeStarted(page);
  await scrollLobby(page);
  await expect(offer(page)).toHaveCount(0);

  await page.clock.setFixedTime(new Date("2026-11-22T08:00:00"));
  await page.reload();
  await homeStarted(page);
  await scrollToInstallOffer(page);
  expect(consoleErrors.list).toEqual([]);
});

test("a reload while the offer is still open does not bring it back the same day", async ({ page }) => {
  await page.goto(HOME);
  await homeStarted(page);
  await scrollToInstallOffer(page);
  await page.reload();
  await homeStarted(page);
  await scrollLobby(page);
  await expect(offer(page)).toHaveCount(0);
});

/** Bridge methods the page called on the simulated host app. */
const hostCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __xworldBridgeSimulator?: { calls: { method: string }[] } }).__xworldBridgeSimulator?.calls ?? []).map((call) => call.method));

test("inside the native app (bridge simulator) the offer never shows", async ({ page }) => {
  await page.goto(`${HOME}?bridgeSim=1`);
  await homeStarted(page);
  // App start asked the host who is logged in: the page knows it runs in the app.
  expect(await hostCalls(page)).toEqual(expect.arrayContaining(["appLogin"]));
  await scrollLobby(page);
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await homeStarted(page);
  await scrollLobby(page);
  await expect(offer(page)).toHaveCount(0);
});
