import { once } from 'node:events';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server took it. */
export interface SmtpDelivery {
  recipients: string[];
  subject: string | undefined;
}

/** A real SMTP server that accepts every message and remembers it. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  deliveries: SmtpDelivery[];
  /** How many messages each recipient got. */
  countByRecipient(): Map<string, number>;
  close(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port, without TLS or authentication. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const deliveries: SmtpDelivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData: (stream, session, callback) => {
      let head = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        if (!head.includes('\r\n\r\n')) head += chunk;
      });
      stream.on('end', () => {
        deliveries.push({
          recipients: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(head.split('\r\n\r\n')[0] ?? '')?.[1],
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    countByRecipient: () => {
      const counts = new Map<string, number>();
      for (const { recipients } of deliveries) {
        for (const recipient of recipients) counts.set(recipient, (counts.get(recipient) ?? 0) + 1);
      }
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
