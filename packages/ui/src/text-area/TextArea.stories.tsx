import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { TextArea, type TextAreaProps } from "./TextArea";

function Stateful(props: Omit<TextAreaProps, "value" | "onChange"> & { initial?: string }) {
  const { initial = "", ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextArea {...rest} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: "Forms/TextArea",
  component: Stateful,
  args: { label: "About you", hint: "Other players see this on your profile.", limit: 160 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText("About you");
    await userEvent.type(field, "Farm games in the morning");
    await expect(canvas.getByText("25 / 160")).toBeVisible();
  },
};

export const OverTheLimit: Story = { args: { limit: 20, initial: "Farm games in the morning, racing at night" } };

export const WithError: Story = { args: { initial: "see www.example.com", error: "A bio cannot hold links." } };

export const LuckyBear: Story = { globals: { brand: "luckybear" }, args: { initial: "Spins on Sundays." } };

export const Narrow320: Story = { globals: viewport("phone320"), args: { initial: "A line\nAnother line" } };
