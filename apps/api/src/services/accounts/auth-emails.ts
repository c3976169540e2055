import type { OutgoingEmail } from '../../infrastructure/mail/mailer.js';

/** How long the links stay valid. */
export const VERIFICATION_LINK_TTL_HOURS = 24;
export const RESET_LINK_TTL_HOURS = 1;

const signature = '\n\n— FreedomPath\nBuild your path to freedom';

/** The e-mails of the account flows. Links carry the token in the query, never the path. */
export const authEmails = {
  verification(to: string, appUrl: string, token: string): OutgoingEmail {
    const link = `${appUrl}/auth/callback?flow=signup&token=${token}`;
    return {
      to,
      subject: 'Confirm your FreedomPath account',
      link,
      text:
        `Welcome to FreedomPath! Confirm your e-mail address to finish creating your account:\n\n${link}\n\n` +
        `You will be asked for the password you chose when you signed up. ` +
        `The link works once and expires in ${VERIFICATION_LINK_TTL_HOURS} hours. ` +
        `If you did not sign up, ignore this e-mail: no account is active without it.${signature}`,
    };
  },

  passwordReset(to: string, appUrl: string, token: string): OutgoingEmail {
    const link = `${appUrl}/auth/callback?flow=recovery&token=${token}`;
    return {
      to,
      subject: 'Reset your FreedomPath password',
      link,
      text:
        `Someone asked to reset the password of the FreedomPath account for this address. ` +
        `To choose a new password, open:\n\n${link}\n\n` +
        `The link works once and expires in ${RESET_LINK_TTL_HOURS} hour. ` +
        `If it was not you, ignore this e-mail: your password stays as it is.${signature}`,
    };
  },

  /**
   * Sent when a reset or confirmation link is asked for an address without an account: the
   * answer is the same either way, and a person who forgot which address they used learns it.
   */
  noAccount(to: string, appUrl: string): OutgoingEmail {
    const link = `${appUrl}/auth`;
    return {
      to,
      subject: 'No FreedomPath account uses this address',
      link,
      text:
        `Someone asked FreedomPath for a password reset or confirmation link for this e-mail ` +
        `address, but no account uses it.\n\n` +
        `If it was you, you may have signed up with another address; to create an account, ` +
        `go to ${link}\n\n` +
        `If it was not you, ignore this e-mail: nothing has been created.${signature}`,
    };
  },

  /**
   * Sent instead of a second account or a second confirmation, so answers never reveal who has
   * an account.
   */
  accountExists(to: string, appUrl: string): OutgoingEmail {
    const link = `${appUrl}/auth`;
    return {
      to,
      subject: 'Someone tried to sign up with your FreedomPath address',
      link,
      text:
        `Someone tried to sign up, or asked for a confirmation link, with this e-mail address, ` +
        `which already has a confirmed FreedomPath account.\n\n` +
        `If it was you, sign in at ${link} ` +
        `(forgot your password? choose "Forgot password?" there).\n\n` +
        `If it was not you, you can ignore this e-mail: nothing has changed.${signature}`,
    };
  },
};
