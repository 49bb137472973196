// Invites and agents against the dev API: a friend who opens the seeded player's invite link and signs
// up appears at the top of the inviter's friends (the wrong step: a link with an unknown code still signs
// the friend up, credits no one and shows nothing broken); the seeded player applies as an agent (an incomplete
// application is refused in the form first), adds a link (a second link of the same name is refused),
// and a player registered through that link counts on it.
// Each journey is marked slow (three times the default timeout): it signs in, moves between several
// pages and waits for the dev API, on a machine shared with other builds; its waits allow 30 s.
import { type DevApi, expect as baseExpect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";
import { applyAsAgentAndAddLink, expectRegisteredWithoutInviter, invitedBy, watchRegistrations } from "./journeys";

const expect = baseExpect.configure({ timeout: 30_000 });

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

test("a friend who signs up through the invite link appears first in the inviter's friends", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const inviter = await devApi.loginByPhone();
  const before = await invitedBy(devApi, inviter);

  // The friend opens the link the invite tab shares, then signs up from the lobby.
  await page.goto("/en-US/luckybear?invite=LB10001");
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
  const registrations = watchRegistrations(page);

  // A mistyped link: LB99999 is nobody's code.
  await page.goto("/en-US/luckybear?invite=LB99999");
  await signUpByPhone(page, devApi, "933000889");
  await expect(page).toHaveURL(/\/en-US\/luckybear$/);
  await expectRegisteredWithoutInviter(page, registrations, async () => (await invitedBy(devApi, inviter)).total, before.total);
  expect(consoleErrors.list).toEqual([]);
});

test("a player applies as an agent, adds a link, and a player registered through it counts on it", async ({ page, devApi, consoleErrors }) => {
  test.slow();
  const login = await signIn(page, devApi);
  await page.goto("/en-US/luckybear/invite");
  await page.getByTestId("agent-entry").click();
  await expect(page).toHaveURL("/en-US/luckybear/agent");

  await applyAsAgentAndAddLink(page, devApi, login, "Facebook group");
  expect(consoleErrors.list).toEqual([]);
});

test("the agent programme comes rendered from the server, and the browser does not read it again", async ({ page, devApi, baseURL, consoleErrors }) => {
  test.slow();
  const login = await signInWithCookies(page, devApi, baseURL!);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/(agent_invite_link\/list|agent_sub_summaries)/.test(request.url())) reads.push(request.url());
  });
  const html = async () => (await page.request.get("/en-US/luckybear/agent")).text();
  expect(await html()).toContain("Apply to become an agent");
  await page.goto("/en-US/luckybear/agent");
  await applyAsAgentAndAddLink(page, devApi, login, "Facebook group");
  const approved = await html();
  expect(approved).toContain('data-testid="agent-approved"');
  expect(approved).toContain("Facebook group");
  expect(approved).toContain("No sub-agents yet");
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});
