import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.verify.generateMetadata;
export default userPages.verify.Page;
