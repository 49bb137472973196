// Task and product pages on the plain web: opened from the home list, read as a guest, signed in to
// start, completed by the game (the dev API's test control), the reward claimed into the wallet once;
// a product's tasks; unknown ids and a failed load.
import { type DevApi, type DevLogin, expect, type Page, signIn, signInWithCookies, test } from "@repo/playwright-config/fixtures";

interface TaskItem {
  productId: number;
  taskId: number;
  title: string;
  productType: number;
  reward: number;
  reward_coin: string;
}
interface ProductDetail {
  product: { productId: number; name: string };
  tasks: TaskItem[];
}

const money = (value: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Items of the home list's first page whose title no other item shares (so a row names one item). */
async function homeItems(devApi: DevApi): Promise<TaskItem[]> {
  const { list } = await devApi.call<{ list: TaskItem[] }>("task", "/task/get_task_list?page=1&page_size=20");
  return list.filter((item) => list.filter((other) => other.title === item.title).length === 1);
}

async function homeItemOfType(devApi: DevApi, productType: number): Promise<TaskItem> {
  const item = (await homeItems(devApi)).find((candidate) => candidate.productType === productType);
  if (!item) throw new Error(`no home item of productType ${productType}`);
  return item;
}

async function openFromHome(page: Page, item: TaskItem) {
  await page.goto("/en-US");
  await page.getByRole("list", { name: "Tasks and offers" }).getByRole("link", { name: item.title }).click();
}

/** The player's balance of a coin as the wallet service reports it. */
async function walletBalance(devApi: DevApi, login: DevLogin, coin: string): Promise<number> {
  const { list } = await devApi.call<{ list: { coin_name: string; money_all: string }[] }>("wallet", "/wallet/get_wallet_info", { str_amount: true }, login);
  return Number(list.find((row) => row.coin_name === coin)?.money_all);
}

/** What the game reports to the backend: the player did the task. */
async function taskControl(devApi: DevApi, step: "complete" | "expire", login: DevLogin, taskId: number) {
  const response = await fetch(`${devApi.origin}/__dev/tasks/${step}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_id: login.user_id, taskId }),
  });
  expect(response.status).toBe(200);
}

const balanceRow = (page: Page, coin: string) => page.locator("p").filter({ hasText: `Your ${coin} balance` });

test("a guest opens a task from the home list, reads it, and signs in to start it, coming back to the task", async ({ page, devApi, consoleErrors }) => {
  const item = await homeItemOfType(devApi, 2);
  await openFromHome(page, item);

  await expect(page).toHaveURL(
    `/en-US/task/details?${new URLSearchParams({ taskId: String(item.taskId), productType: "2", gameName: item.title, from: "home" }).toString()}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByText(`+${money(item.reward)} ${item.reward_coin}`, { exact: true })).toBeVisible();
  const howItWorks = page.getByRole("region", { name: "How it works" });
  await expect(howItWorks.getByRole("heading", { name: "How to complete" })).toBeVisible();
  await expect(howItWorks.locator("ol > li")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Start task" })).toHaveCount(0);

  await page.getByRole("link", { name: "Sign in to start" }).click();
  await expect(page).toHaveURL(/\/en-US\/user\/login\?backUrl=%2Fen-US%2Ftask%2Fdetails%3FtaskId%3D/);
  await page.getByLabel("Phone number", { exact: true }).fill("912345678");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/^We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await devApi.lastOtp("+84912345678"));

  await expect(page).toHaveURL(new RegExp(`/en-US/task/details\\?taskId=${item.taskId}&`));
  await expect(page.getByRole("button", { name: "Start task" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/en-US");
  expect(consoleErrors.list).toEqual([]);
});

test("a signed-in player starts a task, the game completes it, the reward lands in the wallet once", async ({ page, context, devApi }) => {
  const login = await signIn(page, devApi);
  const item = await homeItemOfType(devApi, 2);
  const coin = item.reward_coin;
  const before = await walletBalance(devApi, login, coin);

  await openFromHome(page, item);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(balanceRow(page, coin)).toContainText(money(before));
  await page.getByRole("button", { name: "Start task" }).click();
  await expect(page.getByText("Task started. Finish it before the time runs out.")).toBeVisible();
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();

  await taskControl(devApi, "complete", login, item.taskId);
  await page.reload();
  const claim = page.getByRole("button", { name: `Claim ${money(item.reward)} ${coin}` });
  await expect(claim).toBeVisible();
  // A second tab still offers the claim: it will try again after the first tab claimed.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole("button", { name: `Claim ${money(item.reward)} ${coin}` })).toBeVisible();

  await claim.click();
  await expect(page.getByText(`Reward claimed: +${money(item.reward)} ${coin}. Your balance is now ${money(before + item.reward)} ${coin}.`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `You claimed ${money(item.reward)} ${coin} for this task.` })).toBeVisible();
  await expect(balanceRow(page, coin)).toContainText(money(before + item.reward));
  expect(await walletBalance(devApi, login, coin)).toBe(before + item.reward);

  await second.getByRole("button", { name: `Claim ${money(item.reward)} ${coin}` }).click();
  await expect(second.getByText("You have already claimed this reward")).toBeVisible();
  expect(await walletBalance(devApi, login, coin)).toBe(before + item.reward);
  await second.reload();
  await expect(second.getByText("Reward claimed", { exact: true })).toBeVisible();
});

test("the task comes rendered from the server for the player the login cookies name; a start renders it again there", async ({ page, devApi, baseURL, consoleErrors }) => {
  await signInWithCookies(page, devApi, baseURL!);
  const item = await homeItemOfType(devApi, 2);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (/\/svc\/.*\/task\/get_task_detail/.test(request.url())) reads.push(request.url());
  });
  const path = `/en-US/task/details?taskId=${item.taskId}&from=home`;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(item.title);
  expect(html).toContain("Not started");
  await page.goto(path);
  await page.getByRole("button", { name: "Start task" }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();
  expect(reads).toEqual([]);
  expect(consoleErrors.list).toEqual([]);
});

test("a player takes a task, plays its game on the stand-in page until it counts, and claims the reward, all by taps", async ({ page, context, devApi }) => {
  const login = await signIn(page, devApi);
  const item = await homeItemOfType(devApi, 2);
  const before = await walletBalance(devApi, login, item.reward_coin);
  const { product } = await devApi.call<ProductDetail>("task", `/task/get_product_detail?productId=${item.productId}`);

  await openFromHome(page, item);
  await page.getByRole("button", { name: "Start task" }).click();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: product.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  // In dev the game is the dev API's stand-in page on loopback; playing a round reports the task done.
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: `Play ${product.name}` }).click();
  const game = await opened;
  await expect(game.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(game.getByText(item.title, { exact: true })).toBeVisible();
  await game.getByRole("button", { name: "Play a round" }).click();
  await expect(game.getByRole("status")).toContainText("Round played: 1 task(s) done");
  await game.close();

  await page.goBack();
  await page.reload();
  await page.getByRole("button", { name: `Claim ${money(item.reward)} ${item.reward_coin}` }).click();
  await expect(page.getByText(`Reward claimed: +${money(item.reward)} ${item.reward_coin}.`, { exact: false })).toBeVisible();
  expect(await walletBalance(devApi, login, item.reward_coin)).toBe(before + item.reward);
});

test("a task left past its deadline can be started again", async ({ page, devApi }) => {
  const login = await signIn(page, devApi);
  const item = await homeItemOfType(devApi, 2);
  await page.goto(`/en-US/task/details?taskId=${item.taskId}&from=home`);
  await page.getByRole("button", { name: "Start task" }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();

  await taskControl(devApi, "expire", login, item.taskId);
  await page.reload();
  await expect(page.getByText("Time is up", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();
  await expect(page.getByText("In progress", { exact: true })).toBeVisible();
});

test("a web3 task opens at /task/detailsV2, marked web3", async ({ page, devApi }) => {
  const item = await homeItemOfType(devApi, 3);
  await openFromHome(page, item);
  await expect(page).toHaveURL(new RegExp(`/en-US/task/detailsV2\\?taskId=${item.taskId}&productType=3&`));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByText("Web3", { exact: true })).toBeVisible();
  await expect(page.getByText("connect your wallet")).toBeVisible();
});

test("a product page lists its game's tasks; a task opens from it and leads back", async ({ page, devApi }) => {
  let product: TaskItem | undefined;
  let detail: ProductDetail | undefined;
  for (const item of (await homeItems(devApi)).filter((candidate) => candidate.productType === 1)) {
    const answer = await devApi.call<ProductDetail>("task", `/task/get_product_detail?productId=${item.productId}`);
    if (answer.tasks.length > 0) [product, detail] = [item, answer];
    if (detail) break;
  }
  if (!product || !detail) throw new Error("no product with tasks on the first page");
  const name = detail.product.name;

  await openFromHome(page, product);
  await expect(page).toHaveURL(new RegExp(`/en-US/task/product_v2\\?productId=${product.productId}&`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("button", { name: `Play ${name}` })).toBeVisible();
  const tasks = page.getByRole("list", { name: `Tasks of ${name}` });
  await expect(tasks.getByRole("listitem")).toHaveCount(detail.tasks.length);
  const first = detail.tasks[0]!;
  await expect(tasks.getByRole("link").first()).toContainText(first.title);

  await tasks.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/en-US/task/details(V2)?\\?taskId=${first.taskId}&.*from=product_${product.productId}`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(`/en-US/task/product_v2?productId=${product.productId}`);
  await expect(page.getByRole("list", { name: `Tasks of ${name}` }).getByRole("listitem")).toHaveCount(detail.tasks.length);

  // The older route shows the same screen.
  await page.goto(`/en-US/task/product?productId=${product.productId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("unknown or malformed ids show a clear not-found state with the way to the tasks", async ({ page }) => {
  await page.goto("/en-US/task/details?taskId=1&from=home");
  await expect(page.getByText("This task does not exist or has ended.")).toBeVisible();
  await page.goto("/en-US/task/detailsV2?taskId=abc");
  await expect(page.getByText("This task does not exist or has ended.")).toBeVisible();
  await page.goto("/en-US/task/product_v2?productId=42");
  await expect(page.getByText("This game does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "See all tasks" }).click();
  await expect(page).toHaveURL("/en-US");
});

test("a task that fails to load says so and loads on retry", async ({ page, devApi }) => {
  const item = await homeItemOfType(devApi, 2);
  // The server's read fails, then the browser's (a refusal: no client retries it), then Retry reads it.
  await devApi.failNext({ path: "/task/get_task_detail", code: 5000, msg: "maintenance", times: 2 });
  await page.goto(`/en-US/task/details?taskId=${item.taskId}`);
  await expect(page.getByRole("alert").filter({ hasText: "This task could not load." })).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
});
