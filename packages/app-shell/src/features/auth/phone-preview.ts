// The phone field a server draws for PhoneCodeForm before it has loaded (PhoneCodeFormPreview), named
// so that the form takes what was typed into it (typedIntoPreview).
export const PHONE_PREVIEW_FIELD = "phone-code-form-number";
