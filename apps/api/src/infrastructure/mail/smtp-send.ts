import nodemailer from 'nodemailer';
import type { SendEmail } from './outbox-sender.js';

/** Limits on each step of an SMTP delivery, in milliseconds. */
export interface SmtpTimeouts {
  /** Resolving the server's name. */
  dns: number;
  /** Opening the TCP (or TLS) connection. */
  connection: number;
  /** Waiting for the server's greeting once connected. */
  greeting: number;
  /** Silence on an open connection, at any later step. */
  socket: number;
  /** Waiting for the server to close after QUIT. */
  socketClose: number;
}

/**
 * Well under nodemailer's defaults (2 min to connect, 10 min of silence): a dead server costs a
 * delivery run seconds, not minutes. The sender's per-message deadline bounds the total.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  dns: 10_000,
  connection: 10_000,
  greeting: 10_000,
  socket: 20_000,
  socketClose: 2_000,
};

export interface SmtpSend {
  send: SendEmail;
  close: () => void;
}

/**
 * Sends through the SMTP server of an `smtp://` or `smtps://` URL (credentials in the URL), one
 * connection per message: the outbox sends little, and a fresh connection survives a server
 * restart. Failures are rethrown with the password removed, since their message is stored.
 */
export function createSmtpSend(
  url: string,
  from: string,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): SmtpSend {
  const transporter = nodemailer.createTransport(
    {
      url,
      dnsTimeout: timeouts.dns,
      connectionTimeout: timeouts.connection,
      greetingTimeout: timeouts.greeting,
      socketTimeout: timeouts.socket,
      socketCloseTimeout: timeouts.socketClose,
    },
    { from },
  );
  const { password } = new URL(url);
  const secrets = [password, decodeURIComponent(password)].filter((secret) => secret.length > 0);

  return {
    send: async (message, signal) => {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          signal,
        });
      } catch (error) {
        const { code, message: text } = error as { code?: unknown; message?: unknown };
        let safe = typeof text === 'string' ? text : String(error);
        for (const secret of secrets) safe = safe.replaceAll(secret, '***');
        throw Object.assign(new Error(safe), typeof code === 'string' ? { code } : {});
      }
    },
    close: () => transporter.close(),
  };
}
