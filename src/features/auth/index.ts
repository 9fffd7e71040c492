/**
 * What other features may use of auth (deep imports across features are refused by lint). The
 * signed-in user itself (AuthProvider, useAuth) is shared state in src/hooks.
 */
export { signupFieldError } from './errors';
export {
  quickSignupSchema,
  passwordChangeSchema,
  type QuickSignupValues,
  type PasswordChangeValues,
} from './schemas';
export { IdentityFields, NameFields } from './components/AccountFields';
