/**
 * What other features may use of auth (deep imports across features are refused by lint). The
 * signed-in user itself (AuthProvider, useAuth) is shared state in src/hooks.
 */
export { EMAIL_IN_USE, SIGNUP_OUTCOME, signupFailure, signupFieldError } from './errors';
export {
  quickSignupSchema,
  passwordChangeSchema,
  type QuickSignupValues,
  type PasswordChangeValues,
} from './schemas';
export { IdentityFields, NameFields, SignInInsteadLink } from './components/AccountFields';
