// Invites and agents against the dev API: a friend who opens the seeded player's invite link and signs
// up appears at the top of the inviter's friends (the wrong step: a link with an unknown code still signs
// the friend up, credits no one and shows nothing broken); the seeded player applies as an agent (an incomplete
// application is refused in the form first), adds a link (a second link of the same name is refused),
// and a player registered through that link counts on it.
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { type DevApi, type DevLogin, expect as baseExpect, type Page, signIn, test } from "@repo/playwright-config/fixtures";

const expect = baseExpect.configure({ timeout: 30_000 });

interface InvitedPage {
  list: { user_id: number; username: string }[];
  total: number;
}

const FRIEND = { countryCode: "+84", number: "933000888" };

/** Signs in by phone code on the login page the lobby's "Sign in" leads to. */
async function signUpByPhone(page: Page, devApi: DevApi, national: string) {
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/login\?backUrl=/);
  await page.getByLabel("Phone number", { exact: true }).fill(national);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code to \+84/)).toBeVisible();
  const code = await devApi.lastOtp(`+84${national}`);
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

const invitedBy = (devApi: DevApi, inviter: DevLogin) => devApi.call<InvitedPage>("lucky-bear", "/lucky_bear/invite_users?page=1&page_size=20", undefined, inviter);

test("a friend who signs up through the invite link appears first in the inviter's friends", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const inviter = await devApi.loginByPhone();
  const before = await invitedBy(devApi, inviter);

  // The friend opens the link the invite tab shares, then signs up from the lobby.
  await page.goto("/en-US/luckybear?invite=LB10001");
  await expect(page.getByRole("dialog", { name: "Add Lucky Bear to your home screen" })).toBeVisible();
  await page.keyboard.press("Escape");
  const registered = page.waitForResponse((response) => response.url().includes("/lucky_bear/register") && response.request().method() === "POST");
  await signUpByPhone(page, devApi, FRIEND.number);
  await expect(page).toHaveURL(/\/en-US\/luckybear$/);
  // The casino registration after the sign-up carries the kept code: the inviter's list grows (below).
  await registered;
  // A new player: the newbie card, with the sign-in task paid by the registration.
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");

  const after = await invitedBy(devApi, inviter);
  expect(after.total).toBe(before.total + 1);
  const friend = after.list[0];
  if (!friend) throw new Error("no invited friend");

  // The inviter sees the friend at the top of the friends section of the invite tab.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, devApi);
  await page.goto("/en-US/luckybear/invite");
  await page.getByRole("tab", { name: "Friends" }).click();
  await expect(page).toHaveURL("/en-US/luckybear/invite?tab=friends");
  const friends = page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem");
  await expect(friends).toHaveCount(before.total + 1);
  await expect(friends.first()).toContainText(friend.username);
  expect(consoleErrors.list).toEqual([]);
});

test("a friend who signs up through a link with an unknown invite code gets an account; no one is credited", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const inviter = await devApi.loginByPhone();
  const before = await invitedBy(devApi, inviter);
  // Each casino registration's answer: its code, and the fields it refused (the request body is not
  // readable here: the client sends it as a stream).
  const registrations: { code: number; refused: string[] }[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().includes("/lucky_bear/register") || request.method() !== "POST") return;
    void request.response().then(async (response) => {
      const body = (await response?.json()) as { code: number; errors?: Record<string, string[]> } | undefined;
      registrations.push({ code: body?.code ?? -1, refused: Object.keys(body?.errors ?? {}) });
    });
  });

  // A mistyped link: LB99999 is nobody's code.
  await page.goto("/en-US/luckybear?invite=LB99999");
  await expect(page.getByRole("dialog", { name: "Add Lucky Bear to your home screen" })).toBeVisible();
  await page.keyboard.press("Escape");
  await signUpByPhone(page, devApi, "933000889");
  await expect(page).toHaveURL(/\/en-US\/luckybear$/);
  // The server refuses the unknown code; the app forgets it and registers the friend without one.
  await expect.poll(() => registrations).toEqual([
    { code: 1001, refused: ["invite_code"] },
    { code: 0, refused: [] },
  ]);
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("lb_invite_code"))).toBeNull();
  expect((await invitedBy(devApi, inviter)).total).toBe(before.total);
  expect(consoleErrors.list).toEqual([]);
});

test("a player applies as an agent, adds a link, and a player registered through it counts on it", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/invite");
  await page.getByTestId("agent-entry").click();
  await expect(page).toHaveURL("/en-US/luckybear/agent");

  // The wrong step: an incomplete application is refused in the form, and nothing is sent.
  const form = page.getByRole("form", { name: "Agent application" });
  await form.getByLabel("How can we reach you?").fill("@bear_agent");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText("Please correct the marked fields.")).toBeVisible();
  await expect(form.getByText("Choose where you find players.")).toBeVisible();
  await expect(form.getByText("Enter how many players you expect.")).toBeVisible();
  expect((await devApi.call<{ agent_status: string }>("lucky-bear", "/lucky_bear/agent_invite_link/list", undefined, login)).agent_status).toBe("none");

  await form.getByText("Telegram", { exact: true }).click();
  await form.getByLabel("Players you expect to bring each month").fill("50");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByTestId("agent-approved")).toBeVisible();
  await expect(page.getByText("No sub-agents yet")).toBeVisible();

  await page.getByLabel("New link name").fill("Facebook group");
  await page.getByRole("button", { name: "Add link" }).click();
  const links = page.getByRole("list", { name: "Your invite links" }).getByRole("listitem");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText("Facebook group");
  await expect(links.first().getByTestId("agent-link-stats")).toHaveText("Registered: 0 · Recharged: 0");

  // The wrong step: a second link of the same name is refused.
  await page.getByLabel("New link name").fill("facebook GROUP");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByText("You already have a link with this name.")).toBeVisible();
  const listed = await devApi.call<{ list: { code: string }[] }>("lucky-bear", "/lucky_bear/agent_invite_link/list", undefined, login);
  expect(listed.list).toHaveLength(1);

  // A new player registers through the link: it counts one registration.
  const player = await devApi.loginByPhone({ countryCode: "+84", number: "933000999" });
  await devApi.call("lucky-bear", "/lucky_bear/register", { invite_code: listed.list[0]?.code }, player);
  await page.reload();
  await expect(page.getByRole("list", { name: "Your invite links" }).getByTestId("agent-link-stats")).toHaveText("Registered: 1 · Recharged: 0");
  expect(consoleErrors.list).toEqual([]);
});
