import { type PartnerApplication, partnerEndpoints } from "@repo/api-client/endpoints/partner";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadPartner, type PartnerFirst } from "./load-partner";
import { PartnerScreen } from "./PartnerScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const tiers = [
  { tier: 1, name: "Bronze", min_invites: 0, commission_bps: 1000 },
  { tier: 2, name: "Silver", min_invites: 10, commission_bps: 1500 },
];

const application = (overrides: Partial<PartnerApplication> = {}): PartnerApplication => ({
  status: "pending",
  channel: "youtube",
  channel_url: "https://youtube.com/@dev",
  audience: 12500,
  contact: "@dev",
  applied_at: 1_781_492_400,
  reviewed_at: null,
  review_note: null,
  ...overrides,
});

const info = (current: PartnerApplication | null) => ({
  min_audience: 1000,
  tiers,
  application: current,
  stats: current?.status === "approved" ? { tier: 1, commission_bps: 1000, invited: 7, coin_name: "USDT", earned: "12.00" } : null,
});

function setup(start: PartnerApplication | null = null, first?: PlayerFirst<PartnerFirst>) {
  let current = start;
  return renderFeature(<PartnerScreen locale="en-US" first={first} />, {
    answers: {
      [partnerEndpoints.info.path]: () => info(current),
      [partnerEndpoints.apply.path]: (input) => {
        const sent = input as Pick<PartnerApplication, "channel" | "channel_url" | "audience" | "contact">;
        current = application(sent);
        return current;
      },
    },
  });
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("PartnerScreen read by the browser (a guest, another login, or the server's read failed)", () => {
  it("explains the tiers and checks the application before sending it", async () => {
    const { callsTo } = setup();
    const table = await screen.findByRole("table", { name: "Partner tiers" });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual(["TierInvited playersCommission", "Bronze0+10 %", "Silver10+15 %"]);
    fireEvent.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Enter the full link, starting with https://")).toBeTruthy();
    expect(screen.getByText("Enter the number of followers as a whole number.")).toBeTruthy();
    expect(screen.getByText("Enter 3 to 64 characters.")).toBeTruthy();
    expect(callsTo(partnerEndpoints.apply.path)).toEqual([]);
  });

  it("sends the application once and shows it under review", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("radio", { name: "YouTube" }));
    fireEvent.change(field("Link to your channel"), { target: { value: " https://youtube.com/@dev " } });
    fireEvent.change(field("Followers"), { target: { value: "12,500" } });
    fireEvent.change(field("How we reach you"), { target: { value: "@dev" } });
    const form = screen.getByRole("form", { name: "Partner application" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId("partner-application").textContent).toContain("We are reviewing your channel."));
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(callsTo(partnerEndpoints.apply.path)).toEqual([{ channel: "youtube", channel_url: "https://youtube.com/@dev", audience: 12500, contact: "@dev" }]);
    expect(screen.queryByRole("form", { name: "Partner application" })).toBeNull();
  });

  it("shows an approved partner's commission and earnings", async () => {
    setup(application({ status: "approved", reviewed_at: 1_781_493_000 }));
    expect((await screen.findByTestId("partner-earned")).textContent).toBe("12.00 USDT");
    expect(screen.getByText("Approved")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Partner application" })).toBeNull();
  });

  it("says why an application was not approved and lets the player apply again", async () => {
    setup(application({ status: "rejected", audience: 500, reviewed_at: 1_781_493_000, review_note: "An audience of at least 1000 is needed." }));
    expect(await screen.findByText("An audience of at least 1000 is needed.")).toBeTruthy();
    expect(screen.getByText("Not approved")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Partner application" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Apply again" })).toBeTruthy();
  });

});

const INFO = partnerEndpoints.info.path;
const serverFirst = async (application: PartnerApplication | null = null, userId = PLAYER_ID): Promise<PlayerFirst<PartnerFirst>> => ({
  userId,
  data: await loadPartner(fakeApi({ [INFO]: () => info(application) }).client),
});

describe("PartnerScreen with the program the server read for the player", () => {
  it("has the program and the application the server read for the signed-in player in its HTML and hydrates without asking again", async () => {
    const info = { min_audience: 1000, tiers, application: application(), stats: null };
    const answers = { [partnerEndpoints.info.path]: () => info };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadPartner(server.client) };
    expect(server.callsTo(partnerEndpoints.info.path)).toEqual([{}]);
    const page = await hydrateFeature(<PartnerScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("https://youtube.com/@dev");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByTestId("partner-application")).toBeTruthy();
    expect(page.callsTo(partnerEndpoints.info.path)).toEqual([]);
    page.unmount();
  });

  it("asks for the player's own application when the server read for another login", async () => {
    const theirs = { min_audience: 1000, tiers, application: application({ channel_url: "https://youtube.com/@someone-else" }), stats: null };
    const first = { userId: PLAYER_ID + 1, data: await loadPartner(fakeApi({ [partnerEndpoints.info.path]: () => theirs }).client) };
    const { callsTo } = renderFeature(<PartnerScreen locale="en-US" first={first} />, {
      answers: { [partnerEndpoints.info.path]: () => ({ min_audience: 1000, tiers, application: application(), stats: null }) },
    });
    expect(await screen.findByText("https://youtube.com/@dev")).toBeTruthy();
    expect(screen.queryByText("https://youtube.com/@someone-else")).toBeNull();
    expect(callsTo(partnerEndpoints.info.path)).toEqual([{}]);
  });

  it("leaves a failed read to the browser, with a retry", async () => {
    expect(await loadPartner(fakeApi({}).client)).toEqual({ info: null });
    let fail = true;
    renderFeature(<PartnerScreen locale="en-US" first={{ userId: PLAYER_ID, data: { info: null } }} />, {
      answers: { [INFO]: () => (fail ? Promise.reject(new Error("down")) : info(null)) },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole("table", { name: "Partner tiers" })).toBeTruthy();
  });

  it("asks a guest to sign in", async () => {
    const { callsTo } = renderFeature(<PartnerScreen locale="en-US" first={null} />, { answers: {}, loggedIn: false });
    expect(await screen.findByText("Become a partner")).toBeTruthy();
    expect(callsTo(INFO)).toEqual([]);
  });

  it("has the form's place in its HTML, checks the application, sends it once and renders the page again on the server", async () => {
    const page = await hydrateFeature(<PartnerScreen locale="en-US" first={await serverFirst()} />, { answers: { [INFO]: () => info(null) } });
    expect(page.html).toContain("Bronze<");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    page.unmount();
    const { callsTo } = setup(null, await serverFirst());
    fireEvent.click(await screen.findByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Enter the full link, starting with https://")).toBeTruthy();
    expect(callsTo(partnerEndpoints.apply.path)).toEqual([]);
    fireEvent.click(screen.getByRole("radio", { name: "YouTube" }));
    fireEvent.change(field("Link to your channel"), { target: { value: "https://youtube.com/@dev" } });
    fireEvent.change(field("Followers"), { target: { value: "12500" } });
    fireEvent.change(field("How we reach you"), { target: { value: "@dev" } });
    const form = screen.getByRole("form", { name: "Partner application" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(callsTo(partnerEndpoints.apply.path)).toEqual([{ channel: "youtube", channel_url: "https://youtube.com/@dev", audience: 12500, contact: "@dev" }]);
    expect(callsTo(INFO)).toEqual([]);
  });

  it("renders a pending application's page again on the server every 30 s, and a decided one not", async () => {
    vi.useFakeTimers();
    try {
      const pending = renderFeature(<PartnerScreen locale="en-US" first={await serverFirst(application())} />, { answers: {} });
      await act(async () => void vi.advanceTimersByTime(60_100));
      expect(router.refresh).toHaveBeenCalledTimes(2);
      pending.unmount();
      router.refresh.mockClear();
      renderFeature(<PartnerScreen locale="en-US" first={await serverFirst(application({ status: "approved", reviewed_at: 1_781_493_000 }))} />, { answers: {} });
      expect(screen.getByTestId("partner-earned").textContent).toBe("12.00 USDT");
      await act(async () => void vi.advanceTimersByTime(60_100));
      expect(router.refresh).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
