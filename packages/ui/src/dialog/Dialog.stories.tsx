import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { WalletIcon } from "../icons/icons";
import { Dialog, type DialogProps } from "./Dialog";

function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Confirm</Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  parameters: FRAMED_IN_DOCS,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: "Claim your reward?",
    description: "500 KTHER will be added to your wallet.",
    icon: <span className="text-link">{<WalletIcon />}</span>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const FocusTrapAndEscape: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { open: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole("button", { name: "Open dialog" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Claim your reward?" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toHaveAccessibleDescription("500 KTHER will be added to your wallet.");
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const BackdropCloses: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { open: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open dialog" }));
    await screen.findByRole("dialog");
    const backdrop = document.querySelector<HTMLElement>(".bg-overlay");
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Blocking: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { dismissible: false, role: "alertdialog", title: "Update required", description: "Update the app to keep playing." },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Update required" });
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  },
};

export const WithoutDescription: Story = { args: { description: undefined, icon: undefined } };

export const LongText: Story = {
  args: {
    title: "Your withdrawal request is waiting for the finance team to review your account details",
    description:
      "Reviews usually take less than 24 hours. You will get a message when the money is on its way. Meanwhile your balance stays locked so that it cannot be spent twice, and you can still play every game with your other coins.",
  },
};

/** No icon above it: the title's first line is level with the ✕. */
export const LongTitleBesideClose: Story = {
  globals: viewport("phone320"),
  args: { icon: undefined, title: "Welcome to Lucky Bear, the casino of the week", description: "Claim your free spins on the wheel." },
  play: async () => {
    // A title long enough to fill its lines keeps every line clear of the ✕ (a luckybear popup's title ran under it).
    const dialog = await screen.findByRole("dialog");
    const close = screen.getByRole("button", { name: "Close" }).getBoundingClientRect();
    const title = dialog.querySelector("h2");
    await expect(title).not.toBeNull();
    const range = document.createRange();
    range.selectNodeContents(title as HTMLElement);
    const lines = [...range.getClientRects()];
    await expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      const meets = line.right > close.left && line.left < close.right && line.bottom > close.top && line.top < close.bottom;
      await expect(meets).toBe(false);
    }
  },
};

/** Two labels too long to share the row (a popup in Russian): the buttons stack, each whole, inside the dialog. */
export const LongActionLabels: Story = {
  render: (args) => (
    <Dialog
      {...args}
      actions={
        <>
          <Button variant="secondary">Напомнить позже</Button>
          <Button>Посмотреть</Button>
        </>
      }
    />
  ),
  play: async () => {
    const dialog = (await screen.findByRole("dialog")).getBoundingClientRect();
    for (const name of ["Напомнить позже", "Посмотреть"]) {
      const button = screen.getByRole("button", { name });
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(dialog.left);
      await expect(box.right).toBeLessThanOrEqual(dialog.right);
      const label = button.lastElementChild as HTMLElement;
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    }
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
