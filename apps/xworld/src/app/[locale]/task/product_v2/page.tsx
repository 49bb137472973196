import { ProductRoute, type TaskRouteProps, taskMetadata } from "@/features/task/task-pages";

export const generateMetadata = (props: TaskRouteProps) => taskMetadata(props, "product");

/** A product (game) opened from a list (spec: productId, gameName, from). */
export default function ProductV2Page(props: TaskRouteProps) {
  return <ProductRoute {...props} />;
}
