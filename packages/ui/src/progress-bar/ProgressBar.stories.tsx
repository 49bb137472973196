import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { ProgressBar } from "./ProgressBar";

const meta = {
  title: "Feedback/ProgressBar",
  component: ProgressBar,
  args: { label: "Daily tasks", value: 45 },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    tone: { control: "inline-radio", options: ["primary", "accent", "success", "danger"] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: "success" } };
export const CountText: Story = { args: { label: "Friends invited", value: 3, max: 5, valueText: "3/5", tone: "accent" } };
export const Loading: Story = { args: { label: "Preparing your reward", value: undefined } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const LongText: Story = {
  args: { label: "Weekly champion board progress towards the golden bear trophy and bonus spins", value: 72 },
};
export const Narrow320: Story = { globals: viewport("phone320") };
