// The feedback screens the floating ball leads to, on the plain web: the common questions, "Contact
// support" opening the support bot (its address checked in the new tab; the outside host is never
// loaded), the default appeal bot for guests and failed calls, and the agent screen under feedback_v2.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";
import type { BrowserContext } from "@playwright/test";

interface Login {
  user_id: number;
  user_secret_key: string;
  username: string;
}
interface Question {
  id: number;
  question: string;
  answer: string;
}

const DEFAULT_BOT = "https://t.me/xworld_cs_bot";
const AGENT_ID = 1;

/** Signs the seeded player in by handing the page the credentials the dev API returned. */
async function signIn(page: Page, devApi: DevApi): Promise<Login> {
  const login = await devApi.loginByPhone();
  await page.addInitScript((stored) => {
    window.localStorage.setItem("user_id", String(stored.user_id));
    window.localStorage.setItem("user_secret_key", stored.user_secret_key);
    window.localStorage.setItem("user_name", stored.username);
    window.localStorage.setItem("login_type", "login_v2");
  }, login);
  return login;
}

/** A call to the dev API as the player (the auth headers a backend checks). */
async function callAs<T>(devApi: DevApi, login: Login, service: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${devApi.origin}/svc/${service}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "User-Id": String(login.user_id), "User-Secret-Key": login.user_secret_key },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

/** Telegram is outside this closed network: every request to it gets a stand-in page instead. */
async function standInForTelegram(context: BrowserContext) {
  await context.route(/^https:\/\/t\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Support bot</title>" }));
}

/** The app's global config as the dev API serves it, with feedback_v2 set as the test needs. */
async function withFeedbackV2(page: Page, on: boolean) {
  await page.route("**/svc/user/api/app_global_config", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { feature_flags: Record<string, unknown> } };
    body.data.feature_flags.feedback_v2 = on;
    await route.fulfill({ response, json: body });
  });
}

/** Opens the home page and taps the feedback ball once the app knows which feedback screen is on. */
async function openFeedbackFromHome(page: Page) {
  const config = page.waitForResponse("**/svc/user/api/app_global_config");
  await page.goto("/en-US");
  await config;
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
}

/** Taps "Contact support" and returns the address the new tab opened. */
async function contactSupport(page: Page): Promise<string> {
  const button = page.getByRole("button", { name: "Contact support" });
  await expect(button).not.toHaveAttribute("aria-busy", "true");
  const popup = page.waitForEvent("popup");
  await button.click();
  const tab = await popup;
  await tab.waitForLoadState();
  const url = tab.url();
  await tab.close();
  return url;
}

test.beforeEach(async ({ context }) => {
  await standInForTelegram(context);
});

test("a player opens feedback from the ball on the home page, reads an answer and reaches their support bot", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const { list } = await callAs<{ list: Question[] }>(devApi, login, "ai-chat", "/api/cs/get_qlist", { user_id: login.user_id });
  const { bot_link } = await callAs<{ bot_link: string }>(devApi, login, "user", "/user/get_my_cs_bot");
  const first = list[0]!;
  await withFeedbackV2(page, false);

  await openFeedbackFromHome(page);

  await expect(page).toHaveURL("/en-US/user/feedback");
  await expect(page.getByRole("heading", { level: 1, name: "Help and feedback" })).toBeVisible();
  const questions = page.getByRole("region", { name: "Common questions" });
  for (const { question } of list) await expect(questions.getByRole("button", { name: question })).toBeVisible();
  const toggle = questions.getByRole("button", { name: first.question });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(first.answer)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: first.question })).toHaveText(first.answer);

  expect(await contactSupport(page)).toBe(bot_link);
  await expect(page).toHaveURL("/en-US/user/feedback");
  expect(consoleErrors.list).toEqual([]);
});

test("a guest reaches the default support bot with the appeal start parameter", async ({ page }) => {
  await withFeedbackV2(page, false);
  await openFeedbackFromHome(page);
  await expect(page).toHaveURL("/en-US/user/feedback");

  expect(await contactSupport(page)).toBe(`${DEFAULT_BOT}?start=0_unable_create_appeal`);
  // Guests read the common questions too.
  const questions = page.getByRole("region", { name: "Common questions" });
  await expect(questions.getByRole("button").first()).toBeVisible();
  await expect(questions.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("when the player's support bot cannot be read, contact support opens the default bot for that player", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  await devApi.failNext({ path: "/user/get_my_cs_bot", code: 5000, msg: "support is down", times: 1 });
  await page.goto("/en-US/user/feedback");
  expect(await contactSupport(page)).toBe(`${DEFAULT_BOT}?start=${login.user_id}_unable_create_appeal`);
});

test("the questions say so when they cannot load and come back on Retry", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const { list } = await callAs<{ list: Question[] }>(devApi, login, "ai-chat", "/api/cs/get_qlist", { user_id: login.user_id });
  await devApi.failNext({ path: "/api/cs/get_qlist", code: 5000, msg: "maintenance", times: 1 });
  await page.goto("/en-US/user/feedback");

  const questions = page.getByRole("region", { name: "Common questions" });
  await expect(questions.getByRole("alert")).toContainText("The questions could not load.");
  await questions.getByRole("button", { name: "Retry" }).click();
  await expect(questions.getByRole("button", { name: list[0]!.question })).toBeVisible();
});

test("with feedback_v2 on in the dev API, the ball leads to the support agent screen", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const config = await devApi.call<{ feature_flags: { feedback_v2: boolean } }>("user", "/api/app_global_config", {});
  expect(config.feature_flags.feedback_v2).toBe(true);
  const agent = await devApi.call<{ name: string; greeting: string }>("ai-chat", "/api/aiagent/get_info", { aiagent_id: AGENT_ID });
  const topics = await devApi.call<{ list: { name: string }[] }>("ai-chat", "/api/aiagent/get_products", { aiagent_id: AGENT_ID });
  const { list } = await callAs<{ list: Question[] }>(devApi, login, "ai-chat", "/api/cs/get_qlist", { user_id: login.user_id });
  const { bot_link } = await callAs<{ bot_link: string }>(devApi, login, "user", "/user/get_my_cs_bot");

  await openFeedbackFromHome(page);

  await expect(page).toHaveURL("/en-US/user/feedback/v2");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await expect(page.getByRole("heading", { name: agent.name })).toBeVisible();
  await expect(page.getByText(agent.greeting)).toBeVisible();
  const helpsWith = page.getByRole("list", { name: "I can help with" });
  await expect(helpsWith.getByRole("listitem")).toHaveCount(topics.list.length);
  await expect(helpsWith.getByText(topics.list[0]!.name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Common questions" }).getByRole("button", { name: list[0]!.question })).toBeVisible();
  // No chat box: the spec gives the agent no call to talk to.
  await expect(page.getByRole("textbox")).toHaveCount(0);

  expect(await contactSupport(page)).toBe(bot_link);
  expect(consoleErrors.list).toEqual([]);
});
