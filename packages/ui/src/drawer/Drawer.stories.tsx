import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { List, ListItem } from "../list/List";
import { Drawer, type DrawerProps } from "./Drawer";

function WithTrigger(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer
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

const meta = {
  title: "Overlays/Drawer",
  component: Drawer,
  parameters: FRAMED_IN_DOCS,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: "Menu",
    children: (
      <List label="Menu">
        <ListItem title="Wallet" chevron onSelect={() => {}} />
        <ListItem title="Orders" chevron onSelect={() => {}} />
        <ListItem title="Settings" chevron onSelect={() => {}} />
      </List>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {};

export const Start: Story = { args: { side: "start" } };

export const WithFooter: Story = { args: { footer: <Button block variant="secondary">Log out</Button> } };

export const EscapeCloses: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { open: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: "Account, security and notification settings for your xworld profile",
    children: (
      <List label="Settings">
        <ListItem title="Bind a phone number to protect your wallet and receive login codes" chevron onSelect={() => {}} />
        <ListItem title="Language and region" subtitle="Tiếng Việt · Việt Nam" chevron onSelect={() => {}} />
      </List>
    ),
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
