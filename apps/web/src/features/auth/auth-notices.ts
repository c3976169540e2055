/** The toasts of the account screens (platform §8), verbatim. */
export const authNotices = {
  creatingAccount: 'Creating your account...',
  accountCreated: 'Account created successfully! Check your email for confirmation link.',
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
