// Invites and agents inside Telegram. The mini app's own player reads their invite link on the invite
// tab; a friend on their own phone opens the mini app at that link's address (Telegram opening the
// casino's link in the mini app), is signed up by their Telegram account and appears first in the
// inviter's friends. The wrong step: a link with an unknown code still signs the friend up, credits no
// one and shows nothing broken. The mini app's player applies as an agent (an incomplete application is
// refused in the form first), adds a link (a second link of the same name is refused), and a player
// registered through it counts on it.
// Each journey is marked slow (three times the default timeout): it opens the mini app more than once and
// waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { type DevApi, type DevLogin, expect as baseExpect, test } from "@repo/playwright-config/fixtures";
import { DEFAULT_TEST_USER } from "@repo/telegram/testing";
import { handOver, openAsMiniApp } from "./mini-app";

const expect = baseExpect.configure({ timeout: 30_000 });

interface InvitedPage {
  list: { user_id: number; username: string }[];
  total: number;
}

/** The friend's own Telegram account. */
const FRIEND = { ...DEFAULT_TEST_USER, id: 777000222, first_name: "Friend", username: "bear_friend" };

const invitedBy = (devApi: DevApi, inviter: DevLogin) => devApi.call<InvitedPage>("lucky-bear", "/lucky_bear/invite_users?page=1&page_size=20", undefined, inviter);

test("in Telegram a friend who opens the invite link appears first in the inviter's friends", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const inviter = await openAsMiniApp(page, "/en-US/luckybear/invite");
  const link = new URL((await page.getByTestId("invite-link").textContent()) ?? "");
  const code = link.searchParams.get("invite");
  expect(code).toMatch(/^LB\d+$/);
  const before = await invitedBy(devApi, inviter);

  // The friend, on their own phone.
  await handOver(page);
  const friend = await openAsMiniApp(page, `/en-US/luckybear?invite=${code}`, { user: FRIEND });
  expect(friend.user_id).not.toBe(inviter.user_id);
  // A new player: registered with the kept code, which paid the sign-in task of the newbie card.
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");
  await expect.poll(async () => (await invitedBy(devApi, inviter)).total).toBe(before.total + 1);
  const first = (await invitedBy(devApi, inviter)).list[0];
  expect(first?.user_id).toBe(friend.user_id);

  // The inviter opens the mini app again and finds the friend at the top of the friends section.
  await handOver(page);
  await openAsMiniApp(page, "/en-US/luckybear/invite");
  await page.getByRole("tab", { name: "Friends" }).click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/invite\?tab=friends/);
  const friends = page.getByRole("list", { name: "Friends you invited" }).getByRole("listitem");
  await expect(friends).toHaveCount(before.total + 1);
  await expect(friends.first()).toContainText(first?.username ?? "missing");
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram a link with an unknown invite code still signs the friend up; no one is credited", async ({ page, devApi, consoleErrors }) => {
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

  await openAsMiniApp(page, "/en-US/luckybear?invite=LB99999", { user: FRIEND });
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

test("in Telegram a player applies as an agent, adds a link, and a player registered through it counts on it", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await openAsMiniApp(page, "/en-US/luckybear/invite");
  await page.getByTestId("agent-entry").click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/agent(#.*)?$/);

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

  await page.getByLabel("New link name").fill("Telegram channel");
  await page.getByRole("button", { name: "Add link" }).click();
  const links = page.getByRole("list", { name: "Your invite links" }).getByRole("listitem");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText("Telegram channel");
  await expect(links.first().getByTestId("agent-link-stats")).toHaveText("Registered: 0 · Recharged: 0");

  // The wrong step: a second link of the same name is refused.
  await page.getByLabel("New link name").fill("telegram CHANNEL");
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
