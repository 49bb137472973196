import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { NewbieCardLater } from "./LobbyLaterParts";

const loads = vi.hoisted(() => ({ newbieCard: 0 }));
vi.mock("../newbie/NewbieCard", () => {
  loads.newbieCard += 1;
  return { NewbieCard: () => <p>newbie card</p> };
});

describe("the lobby's newbie card", () => {
  it("loads no code for a guest", async () => {
    renderFeature(<NewbieCardLater locale="en-US" />, { answers: {}, loggedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.newbieCard).toBe(0);
    expect(screen.queryByText("newbie card")).toBeNull();
  });

  it("loads and shows for a signed-in player", async () => {
    renderFeature(<NewbieCardLater locale="en-US" />, { answers: {} });
    expect(await screen.findByText("newbie card")).toBeTruthy();
    expect(loads.newbieCard).toBe(1);
  });
});
