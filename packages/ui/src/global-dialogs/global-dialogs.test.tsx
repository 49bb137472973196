import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { BalanceLackDialog } from "./BalanceLackDialog";
import { ShareDialog } from "./ShareDialog";
import { RechargeBackDialog } from "./RechargeBackDialog";
import { UpdateAppDialog } from "./UpdateAppDialog";

describe("BalanceLackDialog", () => {
  it.each([
    ["KTHER", "Not enough KTHER. Earn more in games and tasks, or top up."],
    ["HAPPY", "Not enough HAPPY. Join events and mini games to collect more."],
    ["DOGE", "Not enough DOGE to continue."],
  ])("shows the lack_ message for %s", (coinName, message) => {
    renderWithI18n(<BalanceLackDialog coinName={coinName} onClose={() => {}} />);
    expect(screen.getByRole("dialog")).toHaveProperty("textContent", expect.stringContaining(message));
  });

  it("uses an app catalog's lack_<coin> message for a coin the kit does not know", () => {
    const i18n = setupI18n({ locale: "en-US", messages: { "en-US": { lack_GEM: "You need more gems." } } });
    render(
      <I18nProvider i18n={i18n}>
        <BalanceLackDialog coinName="GEM" onClose={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText("You need more gems.")).toBeTruthy();
  });

  it("offers a top-up outside audit mode", async () => {
    const onTopUp = vi.fn();
    renderWithI18n(<BalanceLackDialog coinName="KTHER" onTopUp={onTopUp} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Top up" }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
  });

  it("in audit mode shows a warning without any top-up", () => {
    renderWithI18n(<BalanceLackDialog coinName="KTHER" audit onTopUp={() => {}} onClose={() => {}} />);
    expect(screen.getByRole("alertdialog", { name: "Insufficient balance" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Top up" })).toBeNull();
    expect(screen.getByRole("button", { name: "OK" })).toBeTruthy();
  });
});

describe("ShareDialog", () => {
  it("passes the channel and the text to the app", async () => {
    const onShare = vi.fn();
    renderWithI18n(<ShareDialog text="Join me!" url="https://x.test/r/abc" onShare={onShare} onClose={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Telegram" }));
    expect(onShare).toHaveBeenCalledWith("telegram", { text: "Join me!", url: "https://x.test/r/abc" });
  });

  it("warns and shares nothing when the text is empty", async () => {
    const onShare = vi.fn();
    renderWithI18n(<ShareDialog text="  " onShare={onShare} onClose={() => {}} />);
    expect(screen.getByRole("alert").textContent).toBe("Share failed, text is empty");
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(onShare).not.toHaveBeenCalled();
  });
});

describe("UpdateAppDialog", () => {
  it("blocks: Escape does nothing, only Cancel or Update answer", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithI18n(<UpdateAppDialog minVersion="3.0.6" onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole("alertdialog", { name: "Update required" });
    expect(dialog.textContent).toContain("3.0.6");
    await userEvent.keyboard("{Escape}");
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe("RechargeBackDialog", () => {
  it("leads to the wallet or just closes", async () => {
    const onWallet = vi.fn();
    const onClose = vi.fn();
    renderWithI18n(<RechargeBackDialog onWallet={onWallet} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Sent a deposit?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Open my wallet" }));
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onWallet).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
