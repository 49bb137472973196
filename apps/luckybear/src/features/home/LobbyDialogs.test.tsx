import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { LobbyDialogs } from "./LobbyDialogs";

const loads = vi.hoisted(() => ({ popup: 0 }));
vi.mock("../popup/GeneralPopup", () => {
  loads.popup += 1;
  return { GeneralPopup: () => <p>general popup</p> };
});
vi.mock("../pwa/PwaInstallOffer", () => ({ PwaInstallOffer: () => <p>install offer</p> }));

describe("the lobby's dialogs", () => {
  it("offer a guest the install, and load no code of the player's popup", async () => {
    renderFeature(<LobbyDialogs locale="en-US" />, { answers: {}, loggedIn: false });
    expect(screen.getByText("install offer")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.popup).toBe(0);
  });

  it("add the general popup for a signed-in player", async () => {
    renderFeature(<LobbyDialogs locale="en-US" />, { answers: {} });
    expect(await screen.findByText("general popup")).toBeTruthy();
    expect(loads.popup).toBe(1);
  });
});
