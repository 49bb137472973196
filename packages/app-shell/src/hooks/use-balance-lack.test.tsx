import { FormAlert } from "@repo/ui/form-alert";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../testing/render-feature";
import { useBalanceLack } from "./use-balance-lack";

/** A form that finds a balance too low when its button is pressed, as the apps' money forms do. */
function PayForm({ coin }: { coin: string }) {
  const lack = useBalanceLack();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        lack.report(coin);
      }}
    >
      <button type="button" onClick={lack.clear}>
        Change the amount
      </button>
      <FormAlert tone="warning">{lack.warning}</FormAlert>
      <button type="submit">Pay</button>
    </form>
  );
}

function setup(coin: string, audit: boolean) {
  const rendered = renderFeature(<PayForm coin={coin} />, { answers: {}, audit });
  fireEvent.click(screen.getByRole("button", { name: "Pay" }));
  return rendered;
}

describe("useBalanceLack", () => {
  it("opens the global balance-lack dialog for the coin, and shows no warning", () => {
    const { openDialog } = setup("LB-USDT", false);
    expect(openDialog()).toEqual({ name: "balance-lack", props: { coinName: "LB-USDT" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("in audit mode shows the lack_<coin> warning in the form instead, and opens no dialog", () => {
    const { openDialog } = setup("LB-USDT", true);
    expect(openDialog()).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Not enough LB-USDT. Top up to continue.");
    fireEvent.click(screen.getByRole("button", { name: "Change the amount" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names a coin the kit has no message for", () => {
    setup("GEMS", true);
    expect(screen.getByRole("alert").textContent).toBe("Not enough GEMS to continue.");
  });
});
