// The casino's feedback screens from the floating ball on the lobby: the common questions, "Contact
// support" opening the casino's own support bot (my_cs_bot) or its default appeal bot in a new tab
// (Telegram stood in, never loaded), and the casino's support agent under feedback_v2.
import { expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { contactSupport, standInForTelegram, withFeatureFlag } from "@repo/playwright-config/shared-features";
import { closeWelcomePopup } from "./lobby-dialogs";

interface Question {
  id: number;
  question: string;
  answer: string;
}

const DEFAULT_BOT = "https://t.me/luckybear_cs_bot";
const AGENT_ID = 3;

/**
 * The lobby (a signed-in player's welcome popup put aside), then the feedback ball (the tap reads which
 * screen is on).
 */
async function openFeedbackFromLobby(page: Page, { signedIn }: { signedIn: boolean }) {
  await page.goto("/en-US/luckybear");
  if (signedIn) await closeWelcomePopup(page);
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
}

test.beforeEach(async ({ context }) => {
  await standInForTelegram(context);
});

test("a player opens feedback from the ball on the lobby, reads an answer and reaches the casino's support bot", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const { bot_link } = await devApi.call<{ bot_link: string }>("lucky-bear", "/lucky_bear/my_cs_bot", undefined, login);
  await withFeatureFlag(page, "feedback_v2", false);

  await openFeedbackFromLobby(page, { signedIn: true });

  await expect(page).toHaveURL("/en-US/user/feedback");
  await expect(page.getByRole("heading", { level: 1, name: "Help and feedback" })).toBeVisible();
  const questions = page.getByRole("region", { name: "Common questions" });
  await expect(questions.getByRole("button")).toHaveCount(list.length);
  const last = list[list.length - 1]!;
  await questions.getByRole("button", { name: last.question }).click();
  await expect(page.getByRole("region", { name: last.question })).toHaveText(last.answer);

  expect(await contactSupport(page)).toBe(bot_link);
  expect(consoleErrors.list).toEqual([]);
});

test("a guest reaches the casino's default support bot with the appeal start parameter", async ({ page }) => {
  await withFeatureFlag(page, "feedback_v2", false);
  await openFeedbackFromLobby(page, { signedIn: false });
  await expect(page).toHaveURL("/en-US/user/feedback");
  expect(await contactSupport(page)).toBe(`${DEFAULT_BOT}?start=0_unable_create_appeal`);
});

test("the questions come rendered from the server for the player the login cookies name, and the browser does not read them", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const { bot_link } = await devApi.call<{ bot_link: string }>("lucky-bear", "/lucky_bear/my_cs_bot", undefined, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/get_qlist/.test(request.url())) reads.push(request.url());
  });
  for (const path of ["/en-US/user/feedback", "/en-US/user/feedback/v2"]) {
    expect(await (await page.request.get(path)).text()).toContain(`>${list[0]!.question}<`);
  }
  await page.goto("/en-US/user/feedback");
  const questions = page.getByRole("region", { name: "Common questions" });
  await questions.getByRole("button", { name: list[0]!.question }).click();
  await expect(page.getByRole("region", { name: list[0]!.question })).toHaveText(list[0]!.answer);
  expect(await contactSupport(page)).toBe(bot_link);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("with feedback_v2 on in the dev API, the ball leads to the casino's support agent", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const agent = await devApi.call<{ name: string; greeting: string }>("ai-chat", "/api/aiagent/get_info", { aiagent_id: AGENT_ID });
  const topics = await devApi.call<{ list: { name: string }[] }>("ai-chat", "/api/aiagent/get_products", { aiagent_id: AGENT_ID });

  await openFeedbackFromLobby(page, { signedIn: true });

  await expect(page).toHaveURL("/en-US/user/feedback/v2");
  await expect(page.getByRole("heading", { name: agent.name })).toBeVisible();
  await expect(page.getByText(agent.greeting)).toBeVisible();
  const helpsWith = page.getByRole("list", { name: "I can help with" });
  for (const { name } of topics.list) await expect(helpsWith.getByText(name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Common questions" }).getByRole("button").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact support" })).toBeEnabled();
});

test("the me tab's areas come in its HTML, and its customer support, loaded after start, reaches the player's own bot", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const { bot_link } = await devApi.call<{ bot_link: string }>("lucky-bear", "/lucky_bear/my_cs_bot", undefined, login);
  expect(await (await page.request.get("/en-US/luckybear/me")).text()).toContain('href="/en-US/luckybear/money/history"');
  await page.goto("/en-US/luckybear/me");
  await expect(page.getByRole("list", { name: "My areas" }).getByRole("link")).toHaveCount(11);
  const button = page.getByRole("button", { name: "Customer support" });
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  const popup = page.waitForEvent("popup");
  await button.click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(bot_link);
  await tab.close();
  expect(consoleErrors.list).toEqual([]);
});
