// The feedback screens the floating ball leads to, on the plain web: the common questions, "Contact
// support" opening the support bot (its address checked in the new tab; the outside host is never
// loaded), the default appeal bot for guests and failed calls, and the agent screen under feedback_v2.
import { expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { contactSupport, standInForTelegram, withFeatureFlag } from "@repo/playwright-config/shared-features";

interface Question {
  id: number;
  question: string;
  answer: string;
}

const DEFAULT_BOT = "https://t.me/xworld_cs_bot";
const AGENT_ID = 1;

/** Opens the home page and taps the feedback ball (the tap reads which feedback screen is on). */
async function openFeedbackFromHome(page: Page) {
  await page.goto("/en-US");
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
}

test.beforeEach(async ({ context }) => {
  await standInForTelegram(context);
});

test("a player opens feedback from the ball on the home page, reads an answer and reaches their support bot", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const { bot_link } = await devApi.call<{ bot_link: string }>("user", "/user/get_my_cs_bot", {}, login);
  const first = list[0]!;
  await withFeatureFlag(page, "feedback_v2", false);

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

test("a second tap of the ball within minutes goes at once, without reading the configs again", async ({ page }) => {
  await withFeatureFlag(page, "feedback_v2", false);
  const configReads: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(app_global_config|get_gray_cfg)$/.test(new URL(request.url()).pathname)) configReads.push(request.url());
  });
  await openFeedbackFromHome(page);
  await expect(page).toHaveURL("/en-US/user/feedback");
  expect(configReads).toHaveLength(2);

  await page.goBack();
  await expect(page).toHaveURL("/en-US");
  await page.getByRole("button", { name: "Feedback", exact: true }).click();
  await expect(page).toHaveURL("/en-US/user/feedback");
  expect(configReads).toHaveLength(2);
});

test("a guest reaches the default support bot with the appeal start parameter", async ({ page }) => {
  await withFeatureFlag(page, "feedback_v2", false);
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
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  // The server reads the questions first (as a guest: this login has no cookies), then the browser: both fail.
  await devApi.failNext({ path: "/api/cs/get_qlist", code: 5000, msg: "maintenance", times: 2 });
  await page.goto("/en-US/user/feedback");

  const questions = page.getByRole("region", { name: "Common questions" });
  await expect(questions.getByRole("alert")).toContainText("The questions could not load.");
  await questions.getByRole("button", { name: "Retry" }).click();
  await expect(questions.getByRole("button", { name: list[0]!.question })).toBeVisible();
});

test("the questions come rendered from the server for the player the login cookies name, and the browser does not read them", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/get_qlist/.test(request.url())) reads.push(request.url());
  });
  for (const path of ["/en-US/user/feedback", "/en-US/user/feedback/v2"]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(`>${list[0]!.question}<`);
  }
  await page.goto("/en-US/user/feedback");
  const questions = page.getByRole("region", { name: "Common questions" });
  await questions.getByRole("button", { name: list[0]!.question }).click();
  await expect(page.getByRole("region", { name: list[0]!.question })).toHaveText(list[0]!.answer);
  const { bot_link } = await devApi.call<{ bot_link: string }>("user", "/user/get_my_cs_bot", {}, login);
  expect(await contactSupport(page)).toBe(bot_link);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("with feedback_v2 on in the dev API, the ball leads to the support agent screen", async ({ page, devApi, consoleErrors }) => {
  const login = await signIn(page, devApi);
  const config = await devApi.call<{ feature_flags: { feedback_v2: boolean } }>("user", "/api/app_global_config", {});
  expect(config.feature_flags.feedback_v2).toBe(true);
  const agent = await devApi.call<{ name: string; greeting: string }>("ai-chat", "/api/aiagent/get_info", { aiagent_id: AGENT_ID });
  const topics = await devApi.call<{ list: { name: string }[] }>("ai-chat", "/api/aiagent/get_products", { aiagent_id: AGENT_ID });
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const { bot_link } = await devApi.call<{ bot_link: string }>("user", "/user/get_my_cs_bot", {}, login);

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

test("the assistant page comes rendered from the server: the agent, the questions and the topics with no browser read, the search working after start", async ({ page, devApi, baseURL, consoleErrors }) => {
  const login = await signInWithCookies(page, devApi, baseURL!);
  const agent = await devApi.call<{ name: string; greeting: string }>("ai-chat", "/api/aiagent/get_info", { aiagent_id: AGENT_ID });
  const topics = await devApi.call<{ list: { name: string }[] }>("ai-chat", "/api/aiagent/get_products", { aiagent_id: AGENT_ID });
  const { list } = await devApi.call<{ list: Question[] }>("ai-chat", "/api/cs/get_qlist", { user_id: login.user_id }, login);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/ai-chat\//.test(request.url())) reads.push(request.url());
  });
  const html = await (await page.request.get("/en-US/user/feedback/assistant")).text();
  expect(html).toContain(`>${agent.name}<`);
  expect(html).toContain(`>${list[0]!.question}<`);
  expect(html).toContain(`>${topics.list[0]!.name}<`);

  await page.goto("/en-US/user/feedback/assistant");
  await expect(page.getByRole("heading", { level: 1, name: "Ask the assistant" })).toBeVisible();
  await expect(page.getByText(agent.greeting)).toBeVisible();
  const last = list[list.length - 1]!;
  await page.getByRole("searchbox", { name: "Your question" }).fill(last.question);
  await expect(page.getByRole("button", { name: last.question })).toBeVisible();
  await expect(page.getByRole("button", { name: list[0]!.question, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: last.question }).click();
  await expect(page.getByRole("region", { name: last.question })).toHaveText(last.answer);
  const { bot_link } = await devApi.call<{ bot_link: string }>("user", "/user/get_my_cs_bot", {}, login);
  expect(await contactSupport(page)).toBe(bot_link);
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
