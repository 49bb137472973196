import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ButtonPreview } from "./ButtonPreview";

const meta = {
  title: "Components/ButtonPreview",
  component: ButtonPreview,
  args: { children: "Copy", variant: "secondary", size: "sm" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof ButtonPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by the server until the part that makes it work loads: disabled. */
export const Secondary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Copy" })).toBeDisabled();
  },
};

export const PrimaryBlock: Story = { args: { children: "Withdraw", variant: "primary", size: "lg", block: true } };
