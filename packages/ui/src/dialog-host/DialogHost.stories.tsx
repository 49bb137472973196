import type { Meta, StoryObj } from "@storybook/react-vite";
import { FRAMED_IN_DOCS } from "../../.storybook/story-parameters";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../button/Button";
import { GLOBAL_DIALOGS, type GlobalDialogRequest } from "../global-dialogs/registry";
import { DialogHost } from "./DialogHost";

// One host for the whole app; buttons stand in for code anywhere in the app asking for a dialog.
const REQUESTS: Record<string, GlobalDialogRequest> = {
  "Explain XUSD": { name: "explanation", props: { kind: "xusd" } },
  "Balance lack": { name: "balance-lack", props: { coinName: "HAPPY", onTopUp: () => {} } },
  "Balance lack (audit)": { name: "balance-lack", props: { coinName: "HAPPY", audit: true } },
  Share: { name: "share", props: { text: "Join me on xworld!", onShare: () => {} } },
  "Download app": { name: "download-app", props: { onDownload: () => {} } },
  Wallet: {
    name: "wallet-drawer",
    props: {
      balances: [{ coin_logo: "/fixtures/kther.png", coin_name: "KTHER", money_all: "1,000", usdt_money_all: "10.00" }],
      totalUsdt: "10.00",
      onAction: () => {},
    },
  },
  "Bind phone": { name: "bind-phone", props: { onBind: () => {} } },
  "Update app": { name: "update-app", props: { minVersion: "3.0.6", onCancel: () => {}, onConfirm: () => {} } },
  "Install PWA": { name: "pwa-install", props: { appName: "Lucky Bear", onInstall: () => {} } },
};

function App() {
  const [open, setOpen] = useState<GlobalDialogRequest | null>(null);
  return (
    <div className="flex flex-wrap gap-8">
      {Object.entries(REQUESTS).map(([label, request]) => (
        <Button key={label} size="sm" variant="secondary" onClick={() => setOpen(request)}>
          {label}
        </Button>
      ))}
      <DialogHost registry={GLOBAL_DIALOGS} open={open} onClose={() => setOpen(null)} />
    </div>
  );
}

const meta = {
  title: "Global dialogs/DialogHost",
  component: App,
  parameters: FRAMED_IN_DOCS,
  tags: ["!autodocs"],
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenByName: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Explain XUSD" }));
    await screen.findByRole("dialog", { name: "What is XUSD?" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Wallet" }));
    await screen.findByRole("dialog", { name: "Wallet" });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Update app" }));
    await screen.findByRole("alertdialog", { name: "Update required" });
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  },
};
