// Invites and agents inside Telegram. The mini app's own player reads their invite link on the invite
// tab; a friend on their own phone opens the mini app at that link's address (Telegram opening the
// casino's link in the mini app), is signed up by their Telegram account and appears first in the
// inviter's friends. The wrong step: a link with an unknown code still signs the friend up, credits no
// one and shows nothing broken. The mini app's player applies as an agent (an incomplete application is
// refused in the form first), adds a link (a second link of the same name is refused), and a player
// registered through it counts on it.
// Each journey is marked slow (three times the default timeout): it opens the mini app more than once and
// waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { expect as baseExpect, test } from "@repo/playwright-config/fixtures";
import { DEFAULT_TEST_USER } from "@repo/telegram/testing";
import { applyAsAgentAndAddLink, expectRegisteredWithoutInviter, invitedBy, watchRegistrations } from "../journeys";
import { handOver, openAsMiniApp } from "./mini-app";

const expect = baseExpect.configure({ timeout: 30_000 });

/** The friend's own Telegram account. */
const FRIEND = { ...DEFAULT_TEST_USER, id: 777000222, first_name: "Friend", username: "bear_friend" };

test("in Telegram a friend who opens the invite link appears first in the inviter's friends", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const inviter = await openAsMiniApp(page, devApi, "/en-US/luckybear/invite");
  const link = new URL((await page.getByTestId("invite-link").textContent()) ?? "");
  const code = link.searchParams.get("invite");
  expect(code).toMatch(/^LB\d+$/);
  const before = await invitedBy(devApi, inviter);

  // The friend, on their own phone.
  await handOver(page);
  const friend = await openAsMiniApp(page, devApi, `/en-US/luckybear?invite=${code}`, { user: FRIEND });
  expect(friend.user_id).not.toBe(inviter.user_id);
  // A new player: registered with the kept code, which paid the sign-in task of the newbie card.
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");
  await expect.poll(async () => (await invitedBy(devApi, inviter)).total).toBe(before.total + 1);
  const first = (await invitedBy(devApi, inviter)).list[0];
  expect(first?.user_id).toBe(friend.user_id);

  // The inviter opens the mini app again and finds the friend at the top of the friends section.
  await handOver(page);
  await openAsMiniApp(page, devApi, "/en-US/luckybear/invite");
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
  const registrations = watchRegistrations(page);

  await openAsMiniApp(page, devApi, "/en-US/luckybear?invite=LB99999", { user: FRIEND });
  await expectRegisteredWithoutInviter(page, registrations, async () => (await invitedBy(devApi, inviter)).total, before.total);
  expect(consoleErrors.list).toEqual([]);
});

test("in Telegram a player applies as an agent, adds a link, and a player registered through it counts on it", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await openAsMiniApp(page, devApi, "/en-US/luckybear/invite");
  await page.getByTestId("agent-entry").click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/agent(#.*)?$/);

  await applyAsAgentAndAddLink(page, devApi, login, "Telegram channel");
  expect(consoleErrors.list).toEqual([]);
});
