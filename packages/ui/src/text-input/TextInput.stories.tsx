import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { TextInput } from "./TextInput";

const meta = {
  title: "Forms/TextInput",
  component: TextInput,
  args: { label: "Nickname", placeholder: "How other players see you" },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Nickname");
    await userEvent.type(input, "LuckyBear88");
    await expect(input).toHaveValue("LuckyBear88");
  },
};

export const WithHint: Story = { args: { hint: "2 to 16 letters or digits" } };

export const WithError: Story = {
  args: { defaultValue: "x", error: "A nickname needs at least 2 characters" },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "Locked name" } };

export const WithAdornments: Story = {
  args: {
    label: "Amount",
    inputMode: "decimal",
    leading: <span aria-hidden="true">💰</span>,
    trailing: <span className="text-13 text-text-muted">USDT</span>,
  },
};

export const LongText: Story = {
  args: {
    label: "Invitation message shown to friends who open your personal referral link",
    defaultValue: "Join me on xworld and we both get a bonus spin on the lucky wheel every day this week",
    hint: "Friends see this text above the button that opens the game; keep it short and friendly so it fits.",
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), args: { hint: "2 to 16 letters or digits" } };
