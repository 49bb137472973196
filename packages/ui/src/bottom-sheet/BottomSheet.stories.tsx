import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { List, ListItem } from "../list/List";
import { BottomSheet, type BottomSheetProps } from "./BottomSheet";

function WithTrigger(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Choose payment</Button>
      <BottomSheet
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const methods = ["MoMo", "ZaloPay", "Bank transfer", "USDT (TRC-20)", "PIX", "GCash"];

const meta = {
  title: "Overlays/BottomSheet",
  component: BottomSheet,
  parameters: FRAMED_IN_DOCS,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: "Payment method",
    children: (
      <List label="Payment methods">
        {methods.map((method) => (
          <ListItem key={method} title={method} chevron onSelect={() => {}} />
        ))}
      </List>
    ),
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenAndClose: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { open: false },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole("button", { name: "Choose payment" });
    await userEvent.click(opener);
    await screen.findByRole("dialog", { name: "Payment method" });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** A sheet that is the page itself (opened from its address): it stands in place instead of sliding in. */
export const OpenedAsThePage: Story = {
  args: { asPage: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Payment method" });
    await expect(sheet.getAnimations()).toEqual([]);
  },
};

export const WithFooter: Story = { args: { footer: <Button block>Continue</Button> } };

export const LongContent: Story = {
  args: {
    title: "Rules of the weekly lucky draw",
    children: (
      <div className="flex flex-col gap-12 text-14 text-text-muted">
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i}>{`${i + 1}. Every spin you make during the week counts as one ticket in the Sunday draw; tickets do not carry over to the next week.`}</p>
        ))}
      </div>
    ),
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), args: { footer: <Button block>Continue</Button> } };
