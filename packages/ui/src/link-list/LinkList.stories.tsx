import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { Card } from "../card/Card";
import { LinkList } from "./LinkList";

const meta = {
  title: "Navigation/LinkList",
  component: LinkList,
  args: {
    label: "My areas",
    items: [
      { key: "wallet", label: "Wallet", href: "#wallet" },
      { key: "orders", label: "Orders", href: "#orders" },
      { key: "vip", label: "VIP", href: "#vip", hint: "Level 3: 150 USDT to level 4" },
      { key: "settings", label: "Settings", href: "#settings" },
    ],
  },
  decorators: [
    (Story) => (
      <Card flush>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MeAreas: Story = {};

export const LongLabels: Story = {
  args: { items: [{ key: "a", label: "Historial de transacciones de todas las monedas de la billetera", href: "#a", hint: "Depósitos, retiros y canjes" }] },
};

export const Narrow320: Story = { globals: viewport("phone320") };
