import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { TextInputPreview } from "./TextInputPreview";

const meta = {
  title: "Forms/TextInputPreview",
  component: TextInputPreview,
  args: { id: "amount", label: "Amount of USDT", hint: "Available: 125.50 USDT" },
} satisfies Meta<typeof TextInputPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by the server until its form loads: TextInput's label, box and hint, disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Amount of USDT")).toBeDisabled();
  },
};

export const WithValue: Story = { args: { value: "0x4f3a…9c21", label: "Your address", hint: undefined } };

export const Narrow320: Story = { globals: viewport("phone320") };
