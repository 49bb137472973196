import { BusinessError } from "@repo/api-client/errors";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadReport, type ReportFirst } from "./load-report";
import { ReportScreen } from "./ReportScreen";

vi.mock("server-only", () => ({}));

const request = { service: "interaction", method: "POST", path: "/interaction/report", url: "" } as const;
const PLAYER = { user_id: 10011, username: "player_abc", avatar: "http://x/a.svg", vip_level: 2 };

function setup(report: (input: unknown) => unknown, first?: PlayerFirst<ReportFirst>) {
  return renderFeature(<ReportScreen locale="en-US" target={{ type: "user", id: 10011 }} first={first} />, {
    answers: { "/user/public_cheak": () => PLAYER, "/interaction/report": report },
  });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send report" }));

describe("/user/report read by the browser (a guest or another login)", () => {
  it("names the player, needs a reason and the player's words for something else, and sends once", async () => {
    const { callsTo } = setup(() => ({ report_id: "R-000001", created_at: 1 }));
    await waitFor(() => expect(screen.getByTestId("report-target").textContent).toBe("player_abc"));
    send();
    expect(screen.getByText("Choose a reason.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Something else/ }));
    send();
    expect(screen.getByText("Tell us what happened.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What happened?"), { target: { value: "too short" } });
    send();
    expect(screen.getByText("Please write at least 10 characters.")).toBeTruthy();
    expect(callsTo("/interaction/report")).toEqual([]);

    fireEvent.change(screen.getByLabelText("What happened?"), { target: { value: "  Sells accounts in the chat  " } });
    const button = screen.getByRole("button", { name: "Send report" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Thank you for your report" })).toBeTruthy();
    expect(screen.getByText("Report R-000001")).toBeTruthy();
    expect(callsTo("/interaction/report")).toEqual([{ target_type: "user", target_id: 10011, reason: "other", detail: "Sells accounts in the chat" }]);
  });

  it("says a second report of the same player is already with the team", async () => {
    setup(() => {
      throw new BusinessError(request, 2002, "already");
    });
    fireEvent.click(await screen.findByRole("radio", { name: /Cheating/ }));
    send();
    expect(await screen.findByRole("heading", { name: "You have already reported this" })).toBeTruthy();
  });

  it("explains a link that names nothing", () => {
    renderFeature(<ReportScreen locale="en-US" target={null} />, { answers: {} });
    expect(screen.getByText("Nothing to report here")).toBeTruthy();
  });
});

const serverFirst = async (userId = PLAYER_ID): Promise<PlayerFirst<ReportFirst>> => ({
  userId,
  data: await loadReport(fakeApi({ "/user/public_cheak": () => PLAYER }).client, { type: "user", id: 10011 }),
});

describe("/user/report with the target the server read for the player", () => {
  it("reads the player or the post the address names, and says a failed read by the target's id", async () => {
    const server = fakeApi({ "/user/public_cheak": () => PLAYER, "/interaction/post": () => ({ post_id: 5, title: "Sunset", cover: "http://x/c.png" }) });
    expect(await loadReport(server.client, { type: "user", id: 10011 })).toEqual({ target: { name: "player_abc", picture: "http://x/a.svg" } });
    expect(server.callsTo("/user/public_cheak")).toEqual([{ user_id: 10011 }]);
    expect(await loadReport(server.client, { type: "post", id: 5 })).toEqual({ target: { name: "Sunset", picture: "http://x/c.png" } });
    expect(await loadReport(fakeApi({}).client, { type: "user", id: 10011 })).toEqual({ target: null });
    const page = await hydrateFeature(<ReportScreen locale="en-US" target={{ type: "user", id: 10011 }} first={{ userId: PLAYER_ID, data: { target: null } }} />, { answers: {} });
    expect(page.html).toContain("#10011");
    page.unmount();
  });

  it("has the player in its HTML with the form's place, hydrates without reading them, and sends the report once", async () => {
    const page = await hydrateFeature(<ReportScreen locale="en-US" target={{ type: "user", id: 10011 }} first={await serverFirst()} />, { answers: {} });
    expect(page.html).toContain("player_abc<");
    expect(page.html).toContain('aria-busy="true"');
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("button", { name: "Send report" })).toBeTruthy();
    expect(page.callsTo("/user/public_cheak")).toEqual([]);
    page.unmount();
    const { callsTo } = setup(() => ({ report_id: "R-000002", created_at: 1 }), await serverFirst());
    fireEvent.click(await screen.findByRole("radio", { name: /Cheating/ }));
    const button = screen.getByRole("button", { name: "Send report" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Thank you for your report" })).toBeTruthy();
    expect(screen.queryByTestId("report-target")).toBeNull();
    expect(callsTo("/interaction/report")).toEqual([{ target_type: "user", target_id: 10011, reason: "cheating", detail: "" }]);
    expect(callsTo("/user/public_cheak")).toEqual([]);
  });

  it("reads the target in the browser when the server read for another login, and asks a guest to sign in", async () => {
    const other = setup(() => ({ report_id: "R-1", created_at: 1 }), await serverFirst(PLAYER_ID + 1));
    await waitFor(() => expect(screen.getByTestId("report-target").textContent).toBe("player_abc"));
    expect(other.callsTo("/user/public_cheak")).toEqual([{ user_id: 10011 }]);
    other.unmount();
    renderFeature(<ReportScreen locale="en-US" target={{ type: "user", id: 10011 }} first={null} />, { answers: {}, loggedIn: false });
    expect(await screen.findByRole("heading", { name: "Sign in to report" })).toBeTruthy();
  });
});
