import { BusinessError } from "@repo/api-client/errors";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../wallet/testing";
import { ReportScreen } from "./ReportScreen";

const request = { service: "interaction", method: "POST", path: "/interaction/report", url: "" } as const;
const PLAYER = { user_id: 10011, username: "player_abc", avatar: "http://x/a.svg", vip_level: 2 };

function setup(report: (input: unknown) => unknown) {
  return renderFeature(<ReportScreen locale="en-US" target={{ type: "user", id: 10011 }} />, {
    answers: { "/user/public_cheak": () => PLAYER, "/interaction/report": report },
  });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send report" }));

describe("/user/report", () => {
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
