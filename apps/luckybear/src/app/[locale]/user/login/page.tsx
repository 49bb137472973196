import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.login.generateMetadata;
export default userPages.login.Page;
