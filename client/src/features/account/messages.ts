export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
export { PASSWORD_MIN } from '@greenleaf/shared/rules/password';
export { isEmail } from '@greenleaf/shared/rules/email';
