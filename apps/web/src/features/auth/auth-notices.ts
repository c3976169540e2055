/**
 * The toasts of the account screens, verbatim from the product's texts, except after sign-up:
 * the API answers the same whether or not the address already has an account (ADR 038), so the
 * page cannot say one was created.
 */
export const authNotices = {
  creatingAccount: 'Creating your account...',
  checkEmail: 'Check your email to continue.',
  signingIn: 'Signing you in...',
  welcomeBack: 'Welcome back!',
  connectionError: 'Connection error. Please check your internet connection and try again.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  setNewPassword: 'Please set your new password below',
  emailConfirmed: 'Email confirmed successfully! You are now signed in.',
  authenticationError: 'An error occurred during authentication',
  sendingReset: 'Sending reset instructions...',
  resetSent: 'Password reset instructions sent to your email!',
  updatingPassword: 'Updating your password...',
  passwordUpdated: 'Password updated successfully!',
  updateFailed: 'Failed to update password',
} as const;
