// E-mail login form rules.
// Spec: not shown — the e-mail form's validation. Choice: an address with one @ and a dot in the
// domain, and a password of at least 8 characters (what the lucky-bear host asks of a new account,
// since the same form also registers an unknown address).

export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface EmailFormProblems {
  email?: "empty" | "invalid";
  password?: "empty" | "short";
}

export function checkEmailForm(email: string, password: string): EmailFormProblems {
  const problems: EmailFormProblems = {};
  const address = email.trim();
  if (!address) problems.email = "empty";
  else if (!EMAIL.test(address)) problems.email = "invalid";
  if (!password) problems.password = "empty";
  else if (password.length < MIN_PASSWORD_LENGTH) problems.password = "short";
  return problems;
}

/** Password rule of the phone binding form (the call sets a password with the phone). */
export function checkNewPassword(password: string): "empty" | "short" | null {
  if (!password) return "empty";
  return password.length < MIN_PASSWORD_LENGTH ? "short" : null;
}
