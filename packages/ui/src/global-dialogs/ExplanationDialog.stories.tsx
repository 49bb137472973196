import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { EXPLANATION_KINDS, ExplanationDialog } from "./ExplanationDialog";

const meta = {
  title: "Global dialogs/Explanation",
  component: ExplanationDialog,
  parameters: FRAMED_IN_DOCS,
  args: { kind: "kther", onClose: fn() },
  argTypes: { kind: { control: "inline-radio", options: EXPLANATION_KINDS } },
} satisfies Meta<typeof ExplanationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kther: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "What is KTHER?" });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole("button", { name: "Got it" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const Assets: Story = { args: { kind: "assets" } };
export const Xusd: Story = { args: { kind: "xusd" } };
export const Contribute: Story = { args: { kind: "contribute" } };
export const Happy: Story = { args: { kind: "happy" } };
export const ServerText: Story = {
  args: {
    kind: "happy",
    body: "During the anniversary event HAPPY doubles on weekends. Unused HAPPY turns into KTHER at a rate of 10:1 when the event ends on 30 June.",
  },
};
export const Narrow320: Story = { globals: viewport("phone320"), args: { kind: "contribute" } };
