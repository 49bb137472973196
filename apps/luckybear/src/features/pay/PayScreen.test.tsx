// The pay page as the server renders it for the player of the request: its heading, tabs, the form's
// skeleton and the latest withdrawals are in the HTML, the form comes after start with the server's
// settings, and the browser does not read again what the server read.
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPay } from "./load-pay";
import { PayScreen } from "./PayScreen";
import { type Answers, PAY_SETTINGS_ANSWERS, renderFeature } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const answers: Answers = {
  ...PAY_SETTINGS_ANSWERS,
  "/lucky_bear/recent_withdraw_logs": () => ({ list: [{ username: "an***88", amount: "500000", currency: "VND", time: NOW - 120 }] }),
  "/lucky_bear/asset_list": () => ({ list: [{ coin_name: "LB-USDT", coin_logo: "", amount: "60.00", locked: "0.00", usdt_amount: "60.00" }], total_usdt: "60.00" }),
  "/lucky_bear/locked_detail": () => ({ coin_name: "LB-USDT", locked_amount: "0.00", list: [] }),
};
const SETTINGS_READS = ["/lucky_bear/recharge_conf", "/lucky_bear/get_country"];

describe("/luckybear/money/pay from the server", () => {
  it("has the withdraw tab's heading, tabs and latest withdrawals in its HTML, and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPay(server.client, "withdraw") };
    const page = await hydrateFeature(<PayScreen locale="en-US" kind="withdraw" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("<h1");
    expect(page.html).toContain('role="tablist"');
    expect(page.html).toContain("an***88 withdrew");
    expect(page.recoverable).toEqual([]);
    expect([...SETTINGS_READS, "/lucky_bear/recent_withdraw_logs"].map(page.callsTo)).toEqual([[], [], []]);
    page.unmount();
  });

  it("has the recharge form after start with the server's settings, reading none of them", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPay(server.client, "recharge") };
    const page = await hydrateFeature(<PayScreen locale="en-US" kind="recharge" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain('role="tablist"');
    expect(page.html).toContain("data-skeleton");
    expect(page.html).not.toContain("Amount (VND)");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByLabelText("Amount (VND)")).toBeTruthy();
    expect(SETTINGS_READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("renders the page again on the server after a withdrawal made on it", async () => {
    router.refresh.mockClear();
    const withAnswers = { ...answers, "/lucky_bear/withdraw": () => ({ order_id: "W-000201", status: "pending" }) };
    const first = { userId: PLAYER_ID, data: await loadPay(fakeApi(withAnswers).client, "withdraw") };
    const { callsTo } = renderFeature(<PayScreen locale="en-US" kind="withdraw" first={first} />, { answers: withAnswers });
    fireEvent.change(await screen.findByLabelText("Amount (VND)"), { target: { value: "250000" } });
    fireEvent.change(screen.getByLabelText("Bank and account number"), { target: { value: "VCB 0011223344" } });
    fireEvent.click(screen.getByRole("button", { name: /^Withdraw/ }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm the withdrawal" })).getByRole("button", { name: "Confirm withdrawal" }));
    expect(await screen.findByRole("heading", { name: "Withdrawal requested" })).toBeTruthy();
    expect(callsTo("/lucky_bear/withdraw")).toHaveLength(1);
    await vi.waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
  });

  it("shows a visitor the server read nobody for only the heading and tabs, and reads nothing", async () => {
    const page = await hydrateFeature(<PayScreen locale="en-US" kind="recharge" first={null} />, { answers, loggedIn: false, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("<h1");
    expect(page.html).not.toContain("data-skeleton");
    expect(page.recoverable).toEqual([]);
    await vi.waitFor(() => expect(page.container.querySelector("[data-skeleton]")).toBeNull());
    expect(SETTINGS_READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("reads the settings in the browser when the page came without them", async () => {
    const { callsTo } = renderFeature(<PayScreen locale="en-US" kind="recharge" />, { answers });
    expect(await screen.findByRole("heading", { level: 1, name: "Recharge" })).toBeTruthy();
    expect(await screen.findByLabelText("Amount (VND)")).toBeTruthy();
    await vi.waitFor(() => expect(SETTINGS_READS.map(callsTo)).toEqual([[{}], [{}]]));
  });

  it("reads the settings in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const conf = answers["/lucky_bear/recharge_conf"]!;
    const flaky = { ...answers, "/lucky_bear/recharge_conf": (input: unknown) => (failing ? Promise.reject(new Error("down")) : conf(input)) };
    const first = { userId: PLAYER_ID, data: await loadPay(fakeApi(flaky).client, "recharge") };
    expect(first.data.conf).toBeNull();
    const { callsTo } = renderFeature(<PayScreen locale="en-US" kind="recharge" first={first} />, { answers: flaky });
    expect(await screen.findByText("Payment options could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByLabelText("Amount (VND)")).toBeTruthy();
    expect(callsTo("/lucky_bear/recharge_conf")).toEqual([{}, {}]);
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: await loadPay(fakeApi(answers).client, "withdraw") };
    const { callsTo } = renderFeature(<PayScreen locale="en-US" kind="withdraw" first={other} />, { answers });
    expect(await screen.findByLabelText("Amount (VND)")).toBeTruthy();
    expect(await screen.findByText(/an\*\*\*88 withdrew/)).toBeTruthy();
    expect([...SETTINGS_READS, "/lucky_bear/recent_withdraw_logs"].map(callsTo)).toEqual([[{}], [{}], [{}]]);
  });
});

describe("loadPay", () => {
  it("reads the pay settings, and the latest withdrawals only to withdraw", async () => {
    const recharge = fakeApi(answers);
    expect(await loadPay(recharge.client, "recharge")).toMatchObject({ conf: { currencies: expect.any(Array) }, country: { currency: "VND" }, recentWithdrawals: null });
    expect(recharge.callsTo("/lucky_bear/recent_withdraw_logs")).toEqual([]);
    const withdraw = fakeApi(answers);
    expect((await loadPay(withdraw.client, "withdraw")).recentWithdrawals?.list).toHaveLength(1);
  });

  it("leaves a failed read to the browser instead of failing the page", async () => {
    const { client } = fakeApi({ ...answers, "/lucky_bear/get_country": () => Promise.reject(new Error("down")) });
    const first = await loadPay(client, "recharge");
    expect(first.country).toBeNull();
    expect(first.conf).not.toBeNull();
  });
});
