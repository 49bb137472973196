import { screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { ClaimRewardButton } from "./ClaimRewardButton";
import { RewardClaimsPart } from "./RewardFromBrowser";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));

describe("RewardClaimsPart", () => {
  it("keeps the list mounted while the claim's code loads and when it arrives", async () => {
    const mounted = vi.fn();
    function Row() {
      useEffect(() => mounted(), []);
      return <ClaimRewardButton rewardId={1} title="Daily check-in bonus" label="Claim 50.00 KC: Daily check-in bonus">Claim</ClaimRewardButton>;
    }
    renderFeature(
      <RewardClaimsPart locale="en-US">
        <Row />
      </RewardClaimsPart>,
      { answers: {} },
    );
    const button = screen.getByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" });
    expect(button.hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(screen.getByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" }).hasAttribute("disabled")).toBe(false));
    expect(screen.getByRole("button", { name: "Claim 50.00 KC: Daily check-in bonus" })).toBe(button);
    expect(mounted).toHaveBeenCalledOnce();
  });
});
