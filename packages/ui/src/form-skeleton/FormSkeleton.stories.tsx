import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { FormSkeleton } from "./FormSkeleton";

const meta = {
  title: "Feedback/FormSkeleton",
  component: FormSkeleton,
  args: { title: "Subscribe", blocks: [{ width: "30%" }, { height: 48 }, { width: "60%" }, { height: 84 }, { height: 52 }] },
} satisfies Meta<typeof FormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AmountForm: Story = {};

export const ShortForm: Story = { args: { title: "Stake", blocks: [{ width: "30%" }, { height: 48 }, { height: 44 }] } };

export const Narrow320: Story = { globals: viewport("phone320") };
