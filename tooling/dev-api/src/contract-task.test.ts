// Every task-service call against the running dev API: reading tasks and products (signed in or not),
// taking a task, the game completing it (test control), claiming its reward into the wallet once,
// and the deadline.
import { PRODUCT_TYPES, type TaskItem, taskEndpoints } from "@repo/api-client/endpoints/task";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEEDED_USER } from "./state/users";
import { expectAllCalled, failure, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

const START_MS = Date.UTC(2026, 0, 5, 12);
let clock = START_MS;
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => clock });
});
afterAll(async () => {
  expectAllCalled(harness, taskEndpoints);
  await harness.close();
});
beforeEach(async () => {
  clock = START_MS;
  await harness.control("reset", {});
  harness.logout();
});

const api = () => harness.api.task;
const seconds = () => Math.floor(clock / 1000);
const seeded = (): TaskItem[] => harness.dev.state.tasks;
const firstOfType = (type: number) => {
  const item = seeded().find((candidate) => candidate.productType === type);
  if (!item) throw new Error(`no seeded item of productType ${type}`);
  return item;
};

/** POSTs a task control step; answers the HTTP status and the envelope. */
async function controlStep(step: "complete" | "expire", body: unknown) {
  const response = await fetch(`${harness.url}/__dev/tasks/${step}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
}

describe("reading", () => {
  it("pages the task list", async () => {
    await expect(api().getTaskList({ page: 1, page_size: 20 })).resolves.toMatchObject({ total: 45, page: 1, page_size: 20 });
  });

  it("shows a signed-out reader a task with its game, description and time limit, not taken", async () => {
    const item = firstOfType(PRODUCT_TYPES.task);
    const detail = await api().getTaskDetail({ taskId: item.taskId });
    expect(detail).toMatchObject({ task: { ...item, icon: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/static\//) }, status: "not_taken", expiry: null });
    expect(item.title.endsWith(detail.game_name)).toBe(true);
    expect([24, 48, 72].map((hours) => hours * 3_600)).toContain(detail.time_limit);
    expect(detail.description.map((block) => (block.type === "text" ? (block.format ?? "p") : block.type))).toEqual(
      expect.arrayContaining(["p", "h2", "ol", "blockquote"]),
    );
    expect(detail.description.some((block) => block.type === "image" || block.type === "gif")).toBe(true);
  });

  it("says a web3 task is one", async () => {
    const detail = await api().getTaskDetail({ taskId: firstOfType(PRODUCT_TYPES.web3Task).taskId });
    expect(JSON.stringify(detail.description)).toContain("connect your wallet");
  });

  it("answers 1002 for an unknown task and for a product's id", async () => {
    expect(await failure(api().getTaskDetail({ taskId: 1 }))).toMatchObject({ kind: "business", code: 1002 });
    expect(await failure(api().getTaskDetail({ taskId: firstOfType(PRODUCT_TYPES.product).taskId }))).toMatchObject({ code: 1002 });
  });

  it("shows a product's game and every task of that game, and 1002 for an unknown product", async () => {
    const product = firstOfType(PRODUCT_TYPES.product);
    const detail = await api().getProductDetail({ productId: product.productId });
    expect(product.title.endsWith(detail.product.name)).toBe(true);
    // A guest's link opens the stand-in game without a player token (play/play.test.ts plays it).
    expect(detail.product).toMatchObject({ productId: product.productId, play_url: `${harness.url}/__dev/play/task/${product.productId}` });
    const expected = seeded().filter((item) => item.productType !== PRODUCT_TYPES.product && item.title.endsWith(` ${detail.product.name}`));
    expect(detail.tasks.map((task) => task.taskId)).toEqual(expected.map((task) => task.taskId));
    expect(detail.tasks.every((task) => task.status === "not_taken")).toBe(true);
    expect(await failure(api().getProductDetail({ productId: 42 }))).toMatchObject({ code: 1002 });
  });
});

describe("taking and claiming", () => {
  it("needs a login to take or claim", async () => {
    const { taskId } = firstOfType(PRODUCT_TYPES.task);
    expect(await failure(api().takeTask({ taskId }))).toMatchObject({ code: 1004 });
    expect(await failure(api().claimTaskReward({ taskId }))).toMatchObject({ code: 1004 });
  });

  it("takes a task, lets the game complete it, pays the reward into the wallet once", async () => {
    useSeeded(harness);
    const item = firstOfType(PRODUCT_TYPES.task);
    const { taskId } = item;
    const { time_limit } = await api().getTaskDetail({ taskId });

    const taken = await api().takeTask({ taskId });
    expect(taken).toEqual({ taskId, status: "in_progress", expiry: { takeTime: seconds(), expired: false, deadline: seconds() + time_limit } });
    expect(await failure(api().takeTask({ taskId }))).toMatchObject({ code: 2002, msg: "You have already started this task" });
    expect(await failure(api().claimTaskReward({ taskId }))).toMatchObject({ code: 2003, msg: "Finish the task first to claim its reward" });
    await expect(api().getTaskDetail({ taskId })).resolves.toMatchObject({ status: "in_progress", expiry: taken.expiry });

    clock += 60_000;
    expect(await controlStep("complete", { user_id: SEEDED_USER.user_id, taskId })).toMatchObject({ status: 200, body: { data: { status: "completed" } } });
    await expect(api().getTaskDetail({ taskId })).resolves.toMatchObject({ status: "completed", expiry: { expired: false } });

    const before = await walletBalance(harness, item.reward_coin);
    const claimed = await api().claimTaskReward({ taskId });
    expect(claimed).toMatchObject({ taskId, status: "reward_claimed", reward: item.reward, reward_coin: item.reward_coin });
    expect(Number(claimed.balance)).toBe(before + item.reward);
    expect(await walletBalance(harness, item.reward_coin)).toBe(before + item.reward);

    expect(await failure(api().claimTaskReward({ taskId }))).toMatchObject({ code: 2002, msg: "You have already claimed this reward" });
    expect(await walletBalance(harness, item.reward_coin)).toBe(before + item.reward);
    expect(await failure(api().takeTask({ taskId }))).toMatchObject({ code: 2002, msg: "You have already finished this task" });
    await expect(api().getTaskDetail({ taskId })).resolves.toMatchObject({ status: "reward_claimed" });
  });

  it("keeps each player's progress apart, and shows it on the product page", async () => {
    useSeeded(harness);
    const product = firstOfType(PRODUCT_TYPES.product);
    const { tasks } = await api().getProductDetail({ productId: product.productId });
    const first = tasks[0];
    if (!first) throw new Error("the first product's game has no task");
    await api().takeTask({ taskId: first.taskId });
    expect((await api().getProductDetail({ productId: product.productId })).tasks[0]).toMatchObject({ taskId: first.taskId, status: "in_progress" });

    harness.logout();
    await expect(api().getTaskDetail({ taskId: first.taskId })).resolves.toMatchObject({ status: "not_taken", expiry: null });
    expect((await api().getProductDetail({ productId: product.productId })).tasks[0]?.status).toBe("not_taken");
  });
});

describe("the deadline", () => {
  it("expires a task left running past its deadline: no completing or claiming, but it can be taken again", async () => {
    useSeeded(harness);
    const { taskId } = firstOfType(PRODUCT_TYPES.web3Task);
    const taken = await api().takeTask({ taskId });
    const deadline = taken.expiry?.deadline ?? 0;

    clock = (deadline - 1) * 1000;
    await expect(api().getTaskDetail({ taskId })).resolves.toMatchObject({ expiry: { expired: false } });
    clock = deadline * 1000;
    await expect(api().getTaskDetail({ taskId })).resolves.toMatchObject({ status: "in_progress", expiry: { expired: true, deadline } });

    expect(await controlStep("complete", { taskId })).toMatchObject({ status: 409, body: { code: 2003, msg: "The time for this task is over" } });
    expect(await failure(api().claimTaskReward({ taskId }))).toMatchObject({
      code: 2003,
      msg: "The time for this task is over. Start it again to earn the reward.",
    });

    const again = await api().takeTask({ taskId });
    expect(again.expiry).toMatchObject({ takeTime: seconds(), expired: false });
    expect(again.expiry?.deadline).toBeGreaterThan(deadline);
  });

  it("can be forced by the test control", async () => {
    useSeeded(harness);
    const { taskId } = firstOfType(PRODUCT_TYPES.task);
    expect(await controlStep("expire", { taskId })).toMatchObject({ status: 409, body: { code: 2003 } });
    await api().takeTask({ taskId });
    expect(await controlStep("expire", { taskId })).toMatchObject({ status: 200, body: { data: { status: "in_progress", expiry: { expired: true } } } });
  });
});

describe("the task test control", () => {
  it("refuses a malformed body, an unknown task or user, and a task that was never taken", async () => {
    const { taskId } = firstOfType(PRODUCT_TYPES.task);
    expect((await controlStep("complete", { task: 1 })).status).toBe(400);
    expect(await controlStep("complete", { taskId: 1 })).toMatchObject({ status: 404, body: { code: 1002 } });
    expect(await controlStep("complete", { user_id: 1, taskId })).toMatchObject({ status: 404 });
    expect(await controlStep("complete", { taskId })).toMatchObject({ status: 409, body: { code: 2003, msg: "This player has not started the task" } });
  });
});
