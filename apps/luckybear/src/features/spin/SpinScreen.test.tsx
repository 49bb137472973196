import { BusinessError, TimeoutError } from "@repo/api-client/errors";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadSpin } from "./load-spin";
import { SpinScreen } from "./SpinScreen";

vi.mock("server-only", () => ({}));

const PRIZES = [
  { id: 1, name: "Small", icon: "/p1.svg", amount: "0.10", coin_name: "USDT" },
  { id: 2, name: "Medium", icon: "/p2.svg", amount: "1.00", coin_name: "USDT" },
  { id: 3, name: "Big", icon: "/p3.svg", amount: "20.00", coin_name: "USDT" },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  // Reduced motion: the wheel settles at once, so the result shows without waiting for the turn.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function spinBackend(chances: number, spinAnswer: () => unknown = () => ({ spin_id: 77, prize: PRIZES[1], chances_left: chances - 1 })): Answers {
  let balance = "5.00";
  return {
    "/lucky_bear/lucky_spin_conf": () => ({ chances, prizes: PRIZES }),
    "/lucky_bear/lucky_spin": () => {
      balance = "6.00";
      return spinAnswer();
    },
    "/lucky_bear/lucky_spin_result": () => ({ spin_id: 77, prize: PRIZES[1], time: Math.floor(TEST_NOW / 1000) }),
    "/lucky_bear/asset_list": () => ({ list: [{ coin_name: "USDT", coin_logo: "/usdt.svg", amount: balance, locked: "0", usdt_amount: balance }], total_usdt: balance }),
  };
}

/** The page's first data as the server reads it from `answers` (load-spin.ts). */
async function serverFirst(answers: Answers) {
  return { userId: PLAYER_ID, data: await loadSpin(fakeApi(answers).client) };
}

/** The Spin button once the spin's part has loaded. */
function readySpin() {
  return waitFor(() => {
    const button = screen.getByRole("button", { name: "Spin" });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });
}

function setup(chances: number, spinAnswer?: () => unknown) {
  return renderFeature(<SpinScreen locale="en-US" />, { answers: spinBackend(chances, spinAnswer) });
}

describe("SpinScreen", () => {
  it("spins once per tap, lands on the server's prize and shows the new balance", async () => {
    const { callsTo } = setup(2);
    const button = await screen.findByRole("button", { name: "Spin" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId("spin-prize")).toHaveProperty("textContent", "You won 1.00 USDT");
    expect(callsTo("/lucky_bear/lucky_spin")).toHaveLength(1);
    expect(screen.getByTestId("prize-wheel-disc").dataset.landedId).toBe("2");
    await waitFor(() => expect(screen.getByTestId("spin-balance").textContent).toBe("Balance now: 6.00 USDT"));
    expect(screen.getByTestId("spin-chances").textContent).toBe("Spins left: 1");
    // The server's record of that spin, asked by its id.
    await waitFor(() => expect(screen.getByTestId("spin-recorded").textContent).toMatch(/^Spin No\. 77, recorded /));
    expect(callsTo("/lucky_bear/lucky_spin_result")).toHaveLength(1);
  });

  it("says how to earn a spin when none is left", async () => {
    const { callsTo } = setup(0);
    expect(await screen.findByText("No spins left")).toBeTruthy();
    expect(screen.getByText(/You earn a spin for every recharge/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Spin" })).toBeNull();
    expect(callsTo("/lucky_bear/lucky_spin")).toHaveLength(0);
  });

  it("lets the player tap again after a failed spin", async () => {
    const { callsTo } = setup(1, () => {
      throw new Error("timeout");
    });
    fireEvent.click(await screen.findByRole("button", { name: "Spin" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The spin did not go through. Your spins left have been refreshed.");
    fireEvent.click(screen.getByRole("button", { name: "Spin" }));
    await waitFor(() => expect(callsTo("/lucky_bear/lucky_spin")).toHaveLength(2));
  });

  it("keeps the attempt's key for the spin after a timeout, and a new spin gets a new one", async () => {
    const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/lucky_spin", url: "" } as const;
    let attempt = 0;
    const { callsTo, invalidated } = setup(3, () => {
      attempt += 1;
      if (attempt === 1) throw new TimeoutError(request, 15_000);
      if (attempt === 2) throw new BusinessError(request, 5000, "The wheel is busy");
      return { spin_id: 70 + attempt, prize: PRIZES[attempt === 3 ? 1 : 0], chances_left: 5 - attempt };
    });
    fireEvent.click(await screen.findByRole("button", { name: "Spin" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The spin did not go through. Your spins left have been refreshed.");
    // The outcome is unknown: the chances and the balance are read again before the next tap.
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "lucky-bear", "/lucky_bear/lucky_spin_conf"]]));
    fireEvent.click(screen.getByRole("button", { name: "Spin" }));
    await waitFor(() => expect(callsTo("/lucky_bear/lucky_spin")).toHaveLength(2));
    fireEvent.click(await screen.findByRole("button", { name: "Spin" }));
    expect(await screen.findByTestId("spin-prize")).toHaveProperty("textContent", "You won 1.00 USDT");
    fireEvent.click(await screen.findByRole("button", { name: "Spin" }));
    await waitFor(() => expect(screen.getByTestId("spin-prize").textContent).toBe("You won 0.10 USDT"));

    const keys = callsTo("/lucky_bear/lucky_spin").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it("shows a retry when the wheel cannot load", async () => {
    let fail = true;
    renderFeature(<SpinScreen locale="en-US" />, {
      answers: {
        "/lucky_bear/lucky_spin_conf": () => {
          if (fail) throw new Error("down");
          return { chances: 1, prizes: PRIZES };
        },
      },
    });
    expect(await screen.findByText("The lucky wheel could not load.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: /retry|try again/i }));
    expect(await screen.findByRole("button", { name: "Spin" })).toBeTruthy();
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = spinBackend(2);
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadSpin(server.client) };
    expect(server.callsTo("/lucky_bear/lucky_spin_conf")).toEqual([{}]);
    const page = await hydrateFeature(<SpinScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Spins left: 2");
    expect(page.html).toMatch(/20.00<span[^>]*>USDT<\/span>/);
    expect(page.html).toContain('role="img" aria-label="Lucky wheel"');
    // The Spin button is in the HTML, doing nothing until the spin's part has loaded after start.
    expect(page.html).toMatch(/<button[^>]*disabled=""[^>]*>.*Spin</);
    expect(page.recoverable).toEqual([]);
    await waitFor(() => expect(within(page.container).getByRole("button", { name: "Spin" }).hasAttribute("disabled")).toBe(false));
    expect(page.callsTo("/lucky_bear/lucky_spin_conf")).toEqual([]);
    page.unmount();
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { conf: { chances: 0, prizes: PRIZES } } };
    const { callsTo } = renderFeature(<SpinScreen locale="en-US" first={other} />, { answers: spinBackend(2) });
    expect(await screen.findByRole("button", { name: "Spin" })).toBeTruthy();
    expect(screen.getByTestId("spin-chances").textContent).toBe("Spins left: 2");
    expect(callsTo("/lucky_bear/lucky_spin_conf")).toEqual([{}]);
  });

  it("spins once per tap on the server's page, from the part loaded after start, and lands on the server's prize", async () => {
    const answers = spinBackend(2);
    const { callsTo } = renderFeature(<SpinScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    const button = await readySpin();
    expect(callsTo("/lucky_bear/lucky_spin_conf")).toEqual([]);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId("spin-prize")).toHaveProperty("textContent", "You won 1.00 USDT");
    expect(callsTo("/lucky_bear/lucky_spin")).toHaveLength(1);
    expect(screen.getByTestId("prize-wheel-disc").dataset.landedId).toBe("2");
    expect(screen.getByTestId("spin-chances").textContent).toBe("Spins left: 1");
    await waitFor(() => expect(screen.getByTestId("spin-balance").textContent).toBe("Balance now: 6.00 USDT"));
  });

  it("after a timed-out spin on the server's page, re-reads the spins left and sends the same attempt's key again", async () => {
    const request = { service: "lucky-bear", method: "POST", path: "/lucky_bear/lucky_spin", url: "" } as const;
    let attempt = 0;
    const answers = spinBackend(2, () => {
      attempt += 1;
      if (attempt === 1) throw new TimeoutError(request, 15_000);
      return { spin_id: 77, prize: PRIZES[1], chances_left: 1 };
    });
    const { callsTo, invalidated } = renderFeature(<SpinScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    fireEvent.click(await readySpin());
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The spin did not go through. Your spins left have been refreshed.");
    expect(invalidated()).toEqual(expect.arrayContaining([["api", "lucky-bear", "/lucky_bear/lucky_spin_conf"]]));
    fireEvent.click(await readySpin());
    expect(await screen.findByTestId("spin-prize")).toHaveProperty("textContent", "You won 1.00 USDT");
    const keys = callsTo("/lucky_bear/lucky_spin").map((input) => (input as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("with no spin left, the server's page is the wheel at rest and how to earn a spin, with nothing to load", async () => {
    const answers = spinBackend(0);
    const page = await hydrateFeature(<SpinScreen locale="en-US" first={await serverFirst(answers)} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Spins left: 0");
    expect(page.html).toContain("No spins left");
    expect(page.html).toMatch(/20.00<span[^>]*>USDT<\/span>/);
    expect(page.recoverable).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(page.container).queryByRole("button", { name: "Spin" })).toBeNull();
    expect(page.callsTo("/lucky_bear/lucky_spin_conf")).toEqual([]);
    page.unmount();
  });

  it("reads the wheel in the browser when the server's read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = spinBackend(1);
    const conf = answers["/lucky_bear/lucky_spin_conf"]!;
    const flaky = { ...answers, "/lucky_bear/lucky_spin_conf": (input: unknown) => (failing ? Promise.reject(new Error("down")) : conf(input)) };
    const first = await serverFirst(flaky);
    expect(first.data.conf).toBeNull();
    const { callsTo } = renderFeature(<SpinScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The lucky wheel could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Spin" })).toBeTruthy();
    expect(callsTo("/lucky_bear/lucky_spin_conf")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<SpinScreen locale="en-US" />, { answers: spinBackend(2), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Lucky wheel" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: "Spin" })).toBeNull();
    expect(callsTo("/lucky_bear/lucky_spin_conf")).toEqual([]);
  });
});
