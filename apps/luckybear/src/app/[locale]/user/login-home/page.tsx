import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.loginHome.generateMetadata;
export default userPages.loginHome.Page;
