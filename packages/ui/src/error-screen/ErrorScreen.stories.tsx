import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { ErrorScreen } from "./ErrorScreen";

const meta = {
  title: "Feedback/ErrorScreen",
  component: ErrorScreen,
  parameters: { bare: true, ...FRAMED_IN_DOCS },
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Something went wrong." })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const WithDetail: Story = { args: { detail: "Error id 7f3a9c21-0b4e-4d1f-9a77-1c2d3e4f5a6b" } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Narrow320: Story = { globals: viewport("phone320") };
