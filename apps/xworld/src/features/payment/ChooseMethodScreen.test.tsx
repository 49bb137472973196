import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../wallet/testing";
import { ChooseMethodScreen } from "./ChooseMethodScreen";
import type { PayoutFlow } from "./payment-paths";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));
beforeEach(() => replace.mockClear());

const BANK = { method_id: 1, type: "bank", provider: "Vietcombank", account_mask: "•••• 6789", holder_name: "Dev Player", is_default: true, created_at: 1 };
const MOMO = { method_id: 2, type: "ewallet", provider: "MoMo", account_mask: "•••• 5678", holder_name: "Dev Player", is_default: false, created_at: 2 };

function setup({ back = "withdrawNew", methodId = null, methods = [BANK, MOMO] }: { back?: PayoutFlow; methodId?: number | null; methods?: (typeof BANK)[] } = {}) {
  return renderFeature(<ChooseMethodScreen locale="en-US" back={back} coin="USDT" amount="12.5" methodId={methodId} />, {
    answers: { "/pay/payment_methods": () => ({ list: methods }) },
  });
}

describe("/user/withdraw-payment", () => {
  it("starts on the default method and returns to the withdrawal with the chosen one, coin and amount kept", async () => {
    setup();
    expect(((await screen.findByRole("radio", { name: /Vietcombank •••• 6789/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /MoMo •••• 5678/ }));
    fireEvent.click(screen.getByRole("button", { name: "Use this method" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/user/withdrawNew?coin=USDT&amount=12.5&method=2");
  });

  it("starts on the method the withdrawal had and returns to the fixed-amount flow", async () => {
    setup({ back: "withdrawQuantity", methodId: 2 });
    expect(((await screen.findByRole("radio", { name: /MoMo •••• 5678/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Use this method" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/user/withdraw-quantity?coin=USDT&amount=12.5&method=2");
  });

  it("sends a player without methods to add one, and back here after", async () => {
    setup({ methods: [] });
    expect(await screen.findByText("No payment methods yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a payment method" }).getAttribute("href")).toBe("/en-US/user/payment?back=withdrawNew");
    expect(screen.queryByRole("button", { name: "Use this method" })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
