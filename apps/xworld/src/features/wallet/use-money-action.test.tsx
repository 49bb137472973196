import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "./testing";
import { useMoneyAction } from "./use-money-action";

function Claim() {
  const claim = useMoneyAction(activityEndpoints.claimReward);
  const [paid, setPaid] = useState(0);
  return (
    <>
      <button type="button" onClick={() => claim.run({ reward_id: 1 }, () => setPaid((count) => count + 1))}>
        Claim
      </button>
      <button type="button" onClick={claim.reset}>
        Reset
      </button>
      <p>{`paid ${paid}`}</p>
    </>
  );
}

describe("useMoneyAction", () => {
  it("keeps a submission on its way through a reset: its outcome arrives and the next tap is sent", async () => {
    const held: Array<() => void> = [];
    const { callsTo } = renderFeature(<Claim />, {
      answers: {
        "/reward/claim": () => new Promise((resolve) => held.push(() => resolve({ reward_id: 1, amount: "1.00", coin_name: "KC", balance: "2.00" }))),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(callsTo("/reward/claim")).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    held.shift()?.();
    expect(await screen.findByText("paid 1")).toBeTruthy();
    expect(callsTo("/reward/claim")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    await waitFor(() => expect(callsTo("/reward/claim")).toHaveLength(2));
    held.shift()?.();
    expect(await screen.findByText("paid 2")).toBeTruthy();
  });
});
