import { userPages } from "@/platform/user-pages";

export const generateMetadata = userPages.bindPhone.generateMetadata;
export default userPages.bindPhone.Page;
