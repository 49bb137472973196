// The casino's feedback screens from the floating ball on the lobby: the common questions, "Contact
// support" opening the casino's own support bot (my_cs_bot) or its default appeal bot in a new tab
// (Telegram stood in, never loaded), and the casino's support agent under feedback_v2.
import { type DevApi, expect, type Page, test } from "@repo/playwright-config/fixtures";

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

const DEFAULT_BOT = "https://t.me/luckybear_cs_bot";
const AGENT_ID = 3;

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

/** A call to the dev API as the player: GET without a body, POST with one. */
async function callAs<T>(devApi: DevApi, login: Login, service: string, path: string, body?: unknown): Promise<T> {
  const headers = { "content-type": "application/json", "User-Id": String(login.user_id), "User-Secret-Key": login.user_secret_key };
  const init: RequestInit = body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
  const envelope = (await (await fetch(`${devApi.origin}/svc/${service}${path}`, init)).json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

async function withFeedbackV2(page: Page, on: boolean) {
  await page.route("**/svc/user/api/app_global_config", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { feature_flags: Record<string, unknown> } };
    body.data.feature_flags.feedback_v2 = on;
    await route.fulfill({ response, json: body });
  });
}

/** The lobby, its install offer put aside, then the feedback ball once the app knows which screen is on. */
async function openFeedbackFromLobby(page: Page) {
  const config = page.waitForResponse("**/svc/user/api/app_global_config");
  await page.goto("/en-US/luckybear");
  const installOffer = page.getByRole("dialog", { name: "Add Lucky Bear to your home screen" });
  await expect(installOffer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(installOffer).toHaveCount(0);
  await config;
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
}

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
  await context.route(/^https:\/\/t\.me\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>Support bot</title>" }));
});

test("a player opens feedback from the ball on the lobby, reads an answer and reaches the casino's support bot", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const { list } = await callAs<{ list: Question[] }>(devApi, login, "ai-chat", "/api/cs/get_qlist", { user_id: login.user_id });
  const { bot_link } = await callAs<{ bot_link: string }>(devApi, login, "lucky-bear", "/lucky_bear/my_cs_bot");
  await withFeedbackV2(page, false);

  await openFeedbackFromLobby(page);

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
  await withFeedbackV2(page, false);
  await openFeedbackFromLobby(page);
  await expect(page).toHaveURL("/en-US/user/feedback");
  expect(await contactSupport(page)).toBe(`${DEFAULT_BOT}?start=0_unable_create_appeal`);
});

test("with feedback_v2 on in the dev API, the ball leads to the casino's support agent", async ({ page, devApi }) => {
  await signIn(page, devApi);
  const agent = await devApi.call<{ name: string; greeting: string }>("ai-chat", "/api/aiagent/get_info", { aiagent_id: AGENT_ID });
  const topics = await devApi.call<{ list: { name: string }[] }>("ai-chat", "/api/aiagent/get_products", { aiagent_id: AGENT_ID });

  await openFeedbackFromLobby(page);

  await expect(page).toHaveURL("/en-US/user/feedback/v2");
  await expect(page.getByRole("heading", { name: agent.name })).toBeVisible();
  await expect(page.getByText(agent.greeting)).toBeVisible();
  const helpsWith = page.getByRole("list", { name: "I can help with" });
  for (const { name } of topics.list) await expect(helpsWith.getByText(name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Common questions" }).getByRole("button").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact support" })).toBeEnabled();
});
