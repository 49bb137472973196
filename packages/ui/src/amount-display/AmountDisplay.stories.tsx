import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { AmountDisplay } from "./AmountDisplay";

// Stories format with a stand-in; the apps pass @repo/i18n's amount formatter.
const demoFormatter = (amount: number | string) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(Number(amount));

const meta = {
  title: "Data/AmountDisplay",
  component: AmountDisplay,
  args: { value: "12,345.67", unit: "KTHER", size: "lg" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] },
    tone: { control: "inline-radio", options: ["default", "muted", "positive", "negative", "accent"] },
  },
} satisfies Meta<typeof AmountDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {};
export const WithFormatter: Story = { args: { value: undefined, amount: 9876543.219, formatter: demoFormatter, unit: "VND" } };
export const WithIcon: Story = { args: { icon: <img src="/fixtures/kther.png" alt="" className="size-24" /> } };
export const Positive: Story = { args: { value: "+500", tone: "positive", size: "md" } };
export const Negative: Story = { args: { value: "-1,200", tone: "negative", size: "md" } };
export const Masked: Story = { args: { masked: true } };
export const Loading: Story = { args: { loading: true } };
export const Zero: Story = { args: { value: "0.00", tone: "muted" } };
export const LongText: Story = { args: { value: "123,456,789,012,345.678901", size: "xl", unit: "USDT" } };
export const Narrow320: Story = { globals: viewport("phone320"), args: { value: "98,765,432.10", size: "xl" } };
