import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { CountryScreen } from "./CountryScreen";
import { loadCountry } from "./load-country";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

function backend(): Answers {
  let mine = { country_code: "VN", currency: "VND" };
  return {
    "/lucky_bear/available_countries": () => ({
      list: [
        { country_code: "VN", name: "Vietnam", currency: "VND", dial_code: "+84" },
        { country_code: "BR", name: "Brazil", currency: "BRL", dial_code: "+55" },
      ],
    }),
    "/lucky_bear/get_country": () => ({ ...mine, country_by_ip: "VN" }),
    "/user/switch_country": (input: unknown) => {
      const { country_code } = input as { country_code: string };
      mine = { country_code, currency: country_code === "BR" ? "BRL" : "VND" };
      return mine;
    },
  };
}

/** The page's first data as the server reads it with the player's login cookies. */
async function serverFirst(answers: Answers) {
  return { userId: PLAYER_ID, data: await loadCountry(fakeApi(answers).client) };
}
const READS = ["/lucky_bear/available_countries", "/lucky_bear/get_country"];

async function currentMarked() {
  const list = await screen.findByRole("list", { name: "Countries" });
  await waitFor(() => expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Current"));
  return list;
}

describe("/luckybear/country", () => {
  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const answers = backend();
    const page = await hydrateFeature(<CountryScreen locale="en-US" first={await serverFirst(answers)} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Vietnam");
    expect(page.html).toContain("Currency BRL");
    expect(page.html).toContain("Current");
    expect(page.recoverable).toEqual([]);
    // The picker takes over the same list: Brazil becomes a button.
    await within(page.container).findByRole("button", { name: /Brazil/ });
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("switches to another country after a confirmation, once, and renders the page again on the server", async () => {
    router.refresh.mockClear();
    const answers = backend();
    const { callsTo, invalidated } = renderFeature(<CountryScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    const list = await currentMarked();
    fireEvent.click(await within(list).findByRole("button", { name: /Brazil/ }));
    const dialog = await screen.findByRole("dialog", { name: "Switch to Brazil?" });
    expect(dialog.textContent).toContain("Your recharges and withdrawals will be in BRL.");
    const confirm = within(dialog).getByRole("button", { name: "Switch" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId("country-switched")).textContent).toBe("Your country is now Brazil.");
    expect(callsTo("/user/switch_country")).toEqual([{ country_code: "BR" }]);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
    await waitFor(() => expect(invalidated()).toContainEqual(expect.arrayContaining(["lb-user"])));
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("asks nothing when the player cancels", async () => {
    const answers = backend();
    const { callsTo } = renderFeature(<CountryScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    const list = await currentMarked();
    fireEvent.click(await within(list).findByRole("button", { name: /Brazil/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(callsTo("/user/switch_country")).toEqual([]);
  });

  it("says so in the page when the switch is refused", async () => {
    const answers = { ...backend(), "/user/switch_country": () => Promise.reject(new Error("down")) };
    renderFeature(<CountryScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    const list = await currentMarked();
    fireEvent.click(await within(list).findByRole("button", { name: /Brazil/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Switch" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByTestId("country-switched")).toBeNull();
  });

  it("reads the countries in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = backend();
    const countries = answers["/lucky_bear/available_countries"]!;
    const flaky = { ...answers, "/lucky_bear/available_countries": (input: unknown) => (failing ? Promise.reject(new Error("down")) : countries(input)) };
    const first = await serverFirst(flaky);
    expect(first.data.countries).toBeNull();
    const { callsTo } = renderFeature(<CountryScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("The countries could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await currentMarked();
    expect(callsTo("/lucky_bear/available_countries")).toEqual([{}, {}]);
  });

  it("asks again when the server read for another login", async () => {
    const answers = backend();
    const other = { userId: PLAYER_ID + 1, data: { countries: { list: [{ country_code: "BR", name: "Brazil", currency: "BRL", dial_code: "+55" }] }, current: { country_code: "BR", country_by_ip: "BR", currency: "BRL" } } };
    const { callsTo } = renderFeature(<CountryScreen locale="en-US" first={other} />, { answers });
    const list = await currentMarked();
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Vietnam");
    expect(READS.map(callsTo)).toEqual([[{}], [{}]]);
  });

  it("shows a guest only the heading and reads nothing (app start sends them to sign in)", async () => {
    const answers = backend();
    const { callsTo } = renderFeature(<CountryScreen locale="en-US" />, { answers, loggedIn: false });
    expect(screen.getByRole("heading", { name: "Country" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("list", { name: "Countries" })).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], []]);
  });
});
