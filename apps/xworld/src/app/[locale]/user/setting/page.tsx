import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.settings.generateMetadata;
export default userPages.settings.Page;
