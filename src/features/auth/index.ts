/** What other features may use of auth (deep imports across features are refused by lint). */
export { useAuth } from './useAuth';
export { signupFieldError } from './errors';
export { quickSignupSchema, type QuickSignupValues } from './schemas';
