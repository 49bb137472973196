import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { TextAreaPreview } from "./TextAreaPreview";

const meta = {
  title: "Forms/TextAreaPreview",
  component: TextAreaPreview,
  args: { id: "bio", label: "Bio", value: "Puzzle fan, weekend racer.", limit: 80 },
} satisfies Meta<typeof TextAreaPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by the server until its form loads: TextArea's label, box and counter, not yet usable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Puzzle fan, weekend racer.")).toBeTruthy();
  },
};

export const Empty: Story = { args: { value: "", hint: "Links are not allowed." } };

export const Narrow320: Story = { globals: viewport("phone320") };
