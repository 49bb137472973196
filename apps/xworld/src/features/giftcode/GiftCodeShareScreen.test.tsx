import { dialogAtom } from "@repo/session/stores/common";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSocial } from "../share/test-harness";
import { GiftCodeShareScreen } from "./GiftCodeShareScreen";

describe("GiftCodeShareScreen", () => {
  it("offers a shared code to redeem, and shares it on with a link to this page", async () => {
    const { store } = renderSocial(<GiftCodeShareScreen locale="en-US" code="WELCOME2024" />, { signedInAs: null });
    expect(screen.getByText("WELCOME2024")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Redeem now" }).getAttribute("href")).toBe("/en-US/giftcode?code=WELCOME2024");
    fireEvent.click(screen.getByRole("button", { name: "Share this gift code" }));
    await waitFor(() =>
      expect(store.get(dialogAtom)).toEqual({
        name: "share",
        props: {
          text: "Here is an XWorld gift code for you: WELCOME2024. Redeem it in the app for a free reward!",
          url: `${window.location.origin}/giftcode/share?code=WELCOME2024`,
        },
      }),
    );
  });

  it("without a code presents the campaign and shares the campaign page", async () => {
    const { store } = renderSocial(<GiftCodeShareScreen locale="en-US" code={null} />, { signedInAs: null });
    expect(screen.getByText("Free rewards with gift codes")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Redeem a gift code" }).getAttribute("href")).toBe("/en-US/giftcode");
    fireEvent.click(screen.getByRole("button", { name: "Share with friends" }));
    await waitFor(() => expect(store.get(dialogAtom)).toMatchObject({ props: { url: `${window.location.origin}/giftcode/share` } }));
  });
});
