import { type PartnerApplication, partnerEndpoints } from "@repo/api-client/endpoints/partner";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadPartner } from "./load-partner";
import { PartnerScreen } from "./PartnerScreen";

vi.mock("server-only", () => ({}));

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

function setup(start: PartnerApplication | null = null) {
  let current = start;
  return renderFeature(<PartnerScreen locale="en-US" />, {
    answers: {
      [partnerEndpoints.info.path]: () => ({
        min_audience: 1000,
        tiers,
        application: current,
        stats: current?.status === "approved" ? { tier: 1, commission_bps: 1000, invited: 7, coin_name: "USDT", earned: "12.00" } : null,
      }),
      [partnerEndpoints.apply.path]: (input) => {
        const sent = input as Pick<PartnerApplication, "channel" | "channel_url" | "audience" | "contact">;
        current = application(sent);
        return current;
      },
    },
  });
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("PartnerScreen", () => {
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
});
